import { afterEach, describe, expect, it, vi } from 'vitest';
import { backendReady, holdRequestsUntil } from './backend-ready';

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
