import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdsPrerenderedPage } from './early-input';
import { backendReady, holdRequestsUntil, startBackendWhenWanted } from './backend-ready';

describe('backendReady', () => {
  afterEach(() => holdRequestsUntil(() => Promise.resolve()));

  it('lets calls go at once when nothing is held (a real host)', async () => {
    await expect(backendReady()).resolves.toBeUndefined();
  });

  it('starts the held backend at the first call, once, and releases every waiting call when it is up', async () => {
    let finish: () => void = () => {};
    const start = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    holdRequestsUntil(start);
    expect(start).not.toHaveBeenCalled();
    const released: number[] = [];
    const first = backendReady().then(() => released.push(1));
    const second = backendReady().then(() => released.push(2));
    await Promise.resolve();
    expect(start).toHaveBeenCalledTimes(1);
    expect(released).toEqual([]);
    finish();
    await Promise.all([first, second]);
    expect(released).toEqual([1, 2]);
    await backendReady();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('rejects the waiting calls when the backend fails to start', async () => {
    holdRequestsUntil(() => Promise.reject(new Error('the mock chunk did not load')));
    await expect(backendReady()).rejects.toThrow('the mock chunk did not load');
  });
});

describe('startBackendWhenWanted (the entry, in mock mode)', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
    document.documentElement.removeAttribute('data-acted');
    window.history.replaceState(null, '', '/');
    holdRequestsUntil(() => Promise.resolve());
  });

  /** The page as index.html leaves it: prerendered markup for `prerendered`, or an empty root. */
  function page(path: string, prerendered: string | null) {
    window.history.replaceState(null, '', path);
    document.body.innerHTML = prerendered ? `<div id="root" data-prerendered="${prerendered}"><h1>Corridor</h1></div>` : '<div id="root"></div>';
    const start = vi.fn(() => Promise.resolve());
    holdRequestsUntil(start);
    return start;
  }

  it('starts the backend at once on a page that is not prerendered (a signed-in route), with the route’s code', () => {
    const start = page('/foreignDashboard', null);
    startBackendWhenWanted(holdsPrerenderedPage(document.getElementById('root')));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('lets a prerendered public page paint first: the backend starts at the visitor’s first touch, once', () => {
    const start = page('/login', '/login');
    startBackendWhenWanted(holdsPrerenderedPage(document.getElementById('root')));
    expect(start).not.toHaveBeenCalled();
    document.dispatchEvent(new Event('pointerdown'));
    document.dispatchEvent(new Event('keydown'));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts it at once on a prerendered page whose app the visitor’s first touch loaded (the page’s loader marks it)', () => {
    const start = page('/login', '/login');
    document.documentElement.setAttribute('data-acted', 'pointerdown');
    startBackendWhenWanted(holdsPrerenderedPage(document.getElementById('root')));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts it on a prerendered page after a few idle seconds when the visitor does nothing', () => {
    vi.useFakeTimers();
    const start = page('/', '/');
    startBackendWhenWanted(holdsPrerenderedPage(document.getElementById('root')));
    vi.advanceTimersByTime(2900);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2200); // the idle callback's own timeout, where the browser has one
    expect(start).toHaveBeenCalledTimes(1);
  });
});
