import { describe, expect, it } from 'vitest';
import { parseVisualArgs } from './args';

describe('parseVisualArgs', () => {
  it('defaults to comparing everything, building first, with the self-check, on two pages', () => {
    expect(parseVisualArgs([])).toEqual({ update: false, filter: undefined, selfCheck: true, build: true, workers: 2 });
  });

  it('reads --update, --filter, --no-self-check, --no-build and --workers', () => {
    expect(parseVisualArgs(['--update', '--filter', 'Button', '--no-self-check', '--no-build', '--workers', '1'])).toEqual({
      update: true,
      filter: 'Button',
      selfCheck: false,
      build: false,
      workers: 1,
    });
    expect(parseVisualArgs(['--filter=screens-auth']).filter).toBe('screens-auth');
  });

  it('refuses an unknown option, an empty filter and a bad worker count, with the usage', () => {
    expect(() => parseVisualArgs(['--updtae'])).toThrow(/--update +write new and changed baselines/);
    expect(() => parseVisualArgs(['--filter', ' '])).toThrow(/--filter wants some text/);
    expect(() => parseVisualArgs(['--workers', '0'])).toThrow(/--workers wants a whole number/);
    expect(() => parseVisualArgs(['stray'])).toThrow(/Usage|npm run test:visual/);
  });
});
