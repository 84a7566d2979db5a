import { timings } from './timings';

/** Thrown when a script chunk has not arrived within the specification's 120 seconds. */
export class ChunkTimeoutError extends Error {
  constructor() {
    super('The page took too long to load.');
    this.name = 'ChunkTimeoutError';
  }
}

/** Loads a route module, failing after the chunk-load timeout instead of waiting forever. */
export function withTimeout<T>(load: () => Promise<T>, ms: number = timings.chunkLoadTimeout): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkTimeoutError()), ms);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
