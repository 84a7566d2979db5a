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
});

describe('holdEarlyInput', () => {
  it('empties a page prerendered for another path and holds nothing', () => {
    const root = paint('/somewhere-else');
    holdEarlyInput(document, root);
    expect(root?.childElementCount).toBe(0);
    expect(root?.hasAttribute('data-prerendered')).toBe(false);
    expect(window.__corridorEarlyInput).toBeUndefined();
  });

  it('holds the last click on a button until release, then replays it on the same element', () => {
    const root = paint(location.pathname);
    holdEarlyInput(document, root);
    const use = document.getElementById('use')!;
    const onClick = vi.fn();
    use.addEventListener('click', onClick);

    document.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    use.click();
    expect(onClick).not.toHaveBeenCalled();

    // Wire the page the way hydration would, then release: only the last click is replayed.
    const submitted = vi.fn((event: Event) => event.preventDefault());
    document.querySelector('form')!.addEventListener('submit', submitted);
    releaseEarlyInput();
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(submitted).not.toHaveBeenCalled();

    // After the release, clicks pass straight through.
    use.click();
    expect(onClick).toHaveBeenCalledTimes(2);
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
