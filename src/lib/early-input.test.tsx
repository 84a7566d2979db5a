import { act } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyInput, releaseEarlyInput } from './early-input';

/** The next task: held clicks replay there, after React has rendered what the fields changed. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
/** Enough tasks for every held click to have been replayed (one per task). */
async function drain() {
  for (let task = 0; task < 6; task += 1) await nextTask();
}

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

/** The painted page, held: its "Use" and submit buttons, the order their clicks ran in, and the form's submits. */
function heldPage() {
  const root = paint(location.pathname);
  holdEarlyInput(document, root);
  const use = document.getElementById('use')!;
  const submit = document.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const order: string[] = [];
  use.addEventListener('click', () => order.push('use'));
  submit.addEventListener('click', () => order.push('submit'));
  const submitted = vi.fn((event: Event) => event.preventDefault());
  document.querySelector('form')!.addEventListener('submit', submitted);
  return { use, submit, order, submitted };
}

afterEach(async () => {
  releaseEarlyInput();
  await drain();
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

  it('holds clicks on buttons until release, then replays them in order on the same elements, a double click once', async () => {
    const { use, submit, order, submitted } = heldPage();

    use.click();
    use.click();
    submit.click();
    // Held: no handler ran and the form was not posted.
    expect(order).toEqual([]);
    expect(submitted).not.toHaveBeenCalled();

    expect(document.documentElement.hasAttribute('data-hydrated')).toBe(false);
    releaseEarlyInput();
    expect(document.documentElement.hasAttribute('data-hydrated')).toBe(true);
    // One click per task, so that React renders what one changed before the next.
    await nextTask();
    expect(order).toEqual(['use']);
    await drain();
    expect(order).toEqual(['use', 'submit']);
    expect(submitted).toHaveBeenCalledTimes(1);

    // After the release, clicks pass straight through.
    use.click();
    expect(order).toEqual(['use', 'submit', 'use']);
  });

  it('queues a click made between the release and the replay behind the held ones, never before them', async () => {
    const { use, submit, order } = heldPage();

    use.click(); // before hydration: held
    releaseEarlyInput();
    submit.click(); // hydrated, but "Use" has not been replayed yet
    expect(order).toEqual([]);
    await drain();
    expect(order).toEqual(['use', 'submit']);
    // Once the queue is empty, clicks run at once.
    submit.click();
    expect(order).toEqual(['use', 'submit', 'submit']);
  });

  it('lets React render what one replayed click changed before the next one runs', async () => {
    const sent = vi.fn();
    function Login() {
      const [email, setEmail] = useState('');
      return (
        <form onSubmit={(event) => (event.preventDefault(), sent(email))}>
          <button type="button" onClick={() => setEmail('demo.local@corridor.test')}>
            Use
          </button>
          <button type="submit">Log in</button>
        </form>
      );
    }
    document.body.innerHTML = `<div id="root" data-prerendered="${location.pathname}">${renderToString(<Login />)}</div>`;
    const root = document.getElementById('root')!;
    holdEarlyInput(document, root);
    const [use, logIn] = Array.from(root.querySelectorAll('button'));
    use!.click();
    logIn!.click();
    let hydrated!: Root;
    await act(async () => {
      hydrated = hydrateRoot(root, <Login />);
    });
    await act(async () => {
      releaseEarlyInput();
      await drain();
    });
    expect(sent).toHaveBeenCalledTimes(1);
    expect(sent).toHaveBeenCalledWith('demo.local@corridor.test');
    act(() => hydrated.unmount());
  });

  it('skips a held click whose element is gone by the time of the release', async () => {
    const root = paint(location.pathname);
    holdEarlyInput(document, root);
    const use = document.getElementById('use')!;
    const onClick = vi.fn();
    use.addEventListener('click', onClick);
    use.click();
    use.remove();
    releaseEarlyInput();
    await nextTask();
    expect(onClick).not.toHaveBeenCalled();
  });

  it('holds a submit and replays it as a real submit of the form', async () => {
    const root = paint(location.pathname);
    holdEarlyInput(document, root);
    const form = document.querySelector('form')!;
    const submitted = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submitted);
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(submitted).not.toHaveBeenCalled();
    releaseEarlyInput();
    await nextTask();
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

  it('tells React of a radio picked, a box ticked, text typed and an option chosen before hydration', async () => {
    const sent = vi.fn();
    function Form() {
      const [role, setRole] = useState<string | null>(null);
      const [agree, setAgree] = useState(false);
      const [name, setName] = useState('');
      const [size, setSize] = useState('small');
      return (
        <form onSubmit={(event) => (event.preventDefault(), sent({ role, agree, name, size }))}>
          <label>
            <input type="radio" name="role" value="business" checked={role === 'business'} onChange={() => setRole('business')} />
            Business
          </label>
          <label>
            <input type="radio" name="role" value="partner" checked={role === 'partner'} onChange={() => setRole('partner')} />
            Partner
          </label>
          <label>
            <input type="checkbox" checked={agree} onChange={(event) => setAgree(event.target.checked)} />
            Agree
          </label>
          <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
          <select aria-label="Size" value={size} onChange={(event) => setSize(event.target.value)}>
            <option value="small">Small</option>
            <option value="large">Large</option>
          </select>
          <button type="submit" disabled={role === null || !agree || name === ''}>
            Continue
          </button>
        </form>
      );
    }
    document.body.innerHTML = `<div id="root" data-prerendered="${location.pathname}">${renderToString(<Form />)}</div>`;
    const root = document.getElementById('root')!;
    holdEarlyInput(document, root);

    // The visitor, before the script has run: picks Partner then Business, ticks, types, chooses.
    const [business, partner] = Array.from(root.querySelectorAll<HTMLInputElement>('input[type="radio"]'));
    if (!business || !partner) throw new Error('The form has two radios.');
    partner.click();
    business.click();
    root.querySelector<HTMLInputElement>('input[type="checkbox"]')!.click();
    const name = root.querySelector<HTMLInputElement>('input[aria-label="Name"]')!;
    name.value = 'Nordlys AB';
    name.dispatchEvent(new Event('input', { bubbles: true }));
    const size = root.querySelector('select')!;
    size.value = 'large';
    size.dispatchEvent(new Event('change', { bubbles: true }));

    let hydrated!: Root;
    await act(async () => {
      hydrated = hydrateRoot(root, <Form />);
    });
    // Hydrating a controlled select in Chromium selects React's value again (jsdom does not): the
    // choice made before must still reach React.
    size.value = 'small';
    await act(async () => {
      releaseEarlyInput();
      await nextTask();
    });
    // Continue, disabled in the prerendered page, is enabled by what React now knows.
    const submit = root.querySelector('button')!;
    expect(submit.disabled).toBe(false);
    act(() => submit.click());
    expect(sent).toHaveBeenCalledTimes(1);
    expect(sent).toHaveBeenCalledWith({ role: 'business', agree: true, name: 'Nordlys AB', size: 'large' });
    // What the visitor sees is what React holds.
    expect(business.checked).toBe(true);
    expect(partner.checked).toBe(false);
    expect(name.value).toBe('Nordlys AB');
    act(() => hydrated.unmount());
  });
});
