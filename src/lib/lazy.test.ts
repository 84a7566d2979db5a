import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkTimeoutError, withTimeout } from './lazy';

afterEach(() => {
  vi.useRealTimers();
});

describe('withTimeout', () => {
  it('resolves with the loaded module', async () => {
    await expect(withTimeout(async () => 'module')).resolves.toBe('module');
  });

  it('fails once the timeout passes without the chunk', async () => {
    vi.useFakeTimers();
    const pending = withTimeout(() => new Promise<never>(() => {}), 120_000);
    const assertion = expect(pending).rejects.toBeInstanceOf(ChunkTimeoutError);
    await vi.advanceTimersByTimeAsync(120_000);
    await assertion;
  });

  it('passes a load failure through', async () => {
    await expect(withTimeout(() => Promise.reject(new Error('404')))).rejects.toThrow('404');
  });
});
