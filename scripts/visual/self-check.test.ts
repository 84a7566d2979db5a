import { describe, expect, it } from 'vitest';
import { changeToken } from './self-check';

describe('changeToken', () => {
  it('changes every declaration of the token in minified CSS, and only that token', () => {
    const css = ':root{--color-primary:var(--palette-navy-900);--color-primary-hover:var(--palette-navy-800)}.x{--color-primary: #000}';
    const { css: changed, count } = changeToken(css, '--color-primary', '#c2185b');
    expect(count).toBe(2);
    expect(changed).toBe(':root{--color-primary:#c2185b;--color-primary-hover:var(--palette-navy-800)}.x{--color-primary:#c2185b}');
  });

  it('reports when there is nothing to change', () => {
    expect(changeToken('.a{color:red}', '--color-primary', '#fff')).toEqual({ css: '.a{color:red}', count: 0 });
  });
});
