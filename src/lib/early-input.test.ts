import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyInput, releaseEarlyInput } from './early-input';

function paint(prerenderedFor: string) {
  document.body.innerHTML = `
    <div id="root" data-prerendered="${prerenderedFor}">
      <h1>Login</h1>
      <form method="post"><input name="email" /><button type="submit">Log in</button></form>
      <button type="button" id="use">Use</button>
    </div>
    <button type="button" id="outside">Outside</button>`;
  return document.getElementById('root');
}

afterEach(() => {
  releaseEarlyInput();
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-hydrated');
});

describe('holdEarlyInput', () => {
  it('empties a page prerendered for another path and holds nothing', () => {
    const root = paint('/somewhere-else');
    holdEarlyInput(document, root);
    expect(root?.childElementCount).toBe(0);
    expect(root?.hasAttribute('data-prerendered')).toBe(false);
    expect(window.__corridorEarlyInput).toBeUndefined();
  });

  it('holds clicks on buttons until release, then replays them in order on the same elements, a double click once', () => {
    const root = paint(location.pathname);
    holdEarlyInput(document, root);
    const use = document.getElementById('use')!;
    const submit = document.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    const order: string[] = [];
    use.addEventListener('click', () => order.push('use'));
    submit.addEventListener('click', () => order.push('submit'));
    const form = document.querySelector('form')!;
    const submitted = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submitted);

    use.click();
    use.click();
    submit.click();
    // Held: no handler ran and the form was not posted.
    expect(order).toEqual([]);
    expect(submitted).not.toHaveBeenCalled();

    expect(document.documentElement.hasAttribute('data-hydrated')).toBe(false);
    releaseEarlyInput();
    expect(document.documentElement.hasAttribute('data-hydrated')).toBe(true);
    expect(order).toEqual(['use', 'submit']);
    expect(submitted).toHaveBeenCalledTimes(1);

    // After the release, clicks pass straight through.
    use.click();
    expect(order).toEqual(['use', 'submit', 'use']);
  });

  it('skips a held click whose element is gone by the time of the release', () => {
    const root = paint(location.pathname);
    holdEarlyInput(document, root);
    const use = document.getElementById('use')!;
    const onClick = vi.fn();
    use.addEventListener('click', onClick);
    use.click();
    use.remove();
    releaseEarlyInput();
    expect(onClick).not.toHaveBeenCalled();
  });

  it('holds a submit and replays it as a real submit of the form', () => {
    const root = paint(location.pathname);
    holdEarlyInput(document, root);
    const form = document.querySelector('form')!;
    const submitted = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submitted);
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(submitted).not.toHaveBeenCalled();
    releaseEarlyInput();
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('leaves clicks outside the prerendered page alone, and a release without a hold does nothing', () => {
    const root = paint(location.pathname);
    holdEarlyInput(document, root);
    const outside = vi.fn();
    document.getElementById('outside')!.addEventListener('click', outside);
    document.getElementById('outside')!.click();
    expect(outside).toHaveBeenCalledTimes(1);
    releaseEarlyInput();
    expect(() => releaseEarlyInput()).not.toThrow();
  });
});
