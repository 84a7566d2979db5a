import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The files the token pages read, read from disk for the tests: Vitest stubs every stylesheet
 * import, `?raw` included, so the pages' own source (source.ts) is empty under test. Paths are from
 * the repository's root, where Vitest runs.
 */
const root = process.cwd();

export function readTokensCss(): string {
  return readFileSync(join(root, 'src/styles/tokens.css'), 'utf8');
}

/** Every stylesheet under src/, by its path in the repository, as source.ts gives them. */
export function readAppStylesheets(): Record<string, string> {
  const src = join(root, 'src');
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.css'));
  return Object.fromEntries(files.map((file) => [relative(root, join(src, file)).split('\\').join('/'), readFileSync(join(src, file), 'utf8')]));
}
