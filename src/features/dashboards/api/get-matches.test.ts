import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { getMatches, matchPaths } from './get-matches';

const spec = parse(readFileSync(resolve(process.cwd(), 'openapi/openapi.yaml'), 'utf8')) as {
  paths: Record<string, { get?: { tags?: string[] } }>;
};

describe('the match lists by pair', () => {
  it('asks one GET of the contract for each of the six pairs, none twice', () => {
    const paths = Object.values(matchPaths).flatMap((byCandidate) => Object.values(byCandidate));
    expect(paths).toHaveLength(6);
    expect(new Set(paths).size).toBe(6);
    for (const path of paths) expect(spec.paths[path]?.get, path).toBeDefined();
  });

  it('has no list of a kind matched to itself', async () => {
    await expect(getMatches('foreign', 'foreign')).rejects.toThrow('There is no list of foreign matches for a foreign profile.');
  });
});
