import { afterEach, describe, expect, it } from 'vitest';
import { setReducedMotion } from './motion';
import { emulateReducedMotionQuery, reducedMotionCss } from './reduced-motion';

function addStyle(css: string): HTMLStyleElement {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  return style;
}

/** The CSS with its whitespace normalised (cssText's spacing differs between engines). */
const flat = (css: string) => css.replace(/\s+/g, ' ').replace(/\s*([{}])\s*/g, '$1').trim();

afterEach(() => {
  setReducedMotion(false);
  document.head.replaceChildren();
});

describe('media queries as a device that prefers reduced motion evaluates them', () => {
  it('resolves the preference and keeps every other condition', () => {
    expect(emulateReducedMotionQuery('(prefers-reduced-motion: reduce)')).toBe('all');
    expect(emulateReducedMotionQuery('(prefers-reduced-motion)')).toBe('all');
    expect(emulateReducedMotionQuery('(prefers-reduced-motion: no-preference)')).toBe('not all');
    expect(emulateReducedMotionQuery('not (prefers-reduced-motion: reduce)')).toBe('not all');
    expect(emulateReducedMotionQuery('screen and (prefers-reduced-motion: reduce) and (min-width: 40em)')).toBe('screen and (min-width: 40em)');
    expect(emulateReducedMotionQuery('(prefers-reduced-motion: no-preference) and (min-width: 40em)')).toBe('not all');
    expect(emulateReducedMotionQuery('print, (prefers-reduced-motion: reduce)')).toBe('all');
    expect(emulateReducedMotionQuery('print, (prefers-reduced-motion: no-preference)')).toBe('print');
    expect(emulateReducedMotionQuery('(min-width: 720px)')).toBe('(min-width: 720px)');
  });
});

describe('the reduced-motion rules of the document', () => {
  it('are copied out of their media rules, nested blocks and conditions kept, other rules left out', () => {
    addStyle(`
      .spinner { animation: spin 1s linear infinite; }
      @media (prefers-reduced-motion: reduce) { .spinner { animation: none; opacity: 0.7; } }
      @media (prefers-reduced-motion: no-preference) { .card { transition: transform 200ms; } }
      @media (min-width: 720px) { :root { --container-padding: 24px; } }
      @media (min-width: 720px) { @media (prefers-reduced-motion: reduce) { .hero { animation: none; } } }
      @media (prefers-reduced-motion: reduce) and (min-width: 40em) { .wide { transition: none; } }
    `);
    expect(flat(reducedMotionCss(Array.from(document.styleSheets)))).toBe(
      flat(`
        .spinner {animation: none; opacity: 0.7;}
        @media (min-width: 720px) { .hero {animation: none;} }
        @media (min-width: 40em) { .wide {transition: none;} }
      `),
    );
  });

  it('are applied while the global is on, follow stylesheets added later, and go when it is off', async () => {
    addStyle('@media (prefers-reduced-motion: reduce) { .skeleton { animation: none; } }');
    setReducedMotion(true);
    const emulated = () => document.getElementById('storybook-emulated-reduced-motion');
    expect(flat(emulated()?.textContent ?? '')).toBe(flat('.skeleton {animation: none;}'));

    // A lazy screen's stylesheet arrives after the emulation started: its rules join, ours stays last.
    addStyle('@media (prefers-reduced-motion: reduce) { .refreshing { transition: none; } }');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(flat(emulated()?.textContent ?? '')).toBe(flat('.skeleton {animation: none;} .refreshing {transition: none;}'));
    expect(document.head.lastElementChild).toBe(emulated());

    setReducedMotion(true); // Stating it again changes nothing.
    expect(document.querySelectorAll('#storybook-emulated-reduced-motion')).toHaveLength(1);
    setReducedMotion(false);
    expect(emulated()).toBeNull();
  });

  it('makes matchMedia answer as a device with the setting on, and restores it', () => {
    const asked: string[] = [];
    const original = (query: string) => {
      asked.push(query);
      return { matches: query === 'all', media: query } as MediaQueryList;
    };
    window.matchMedia = original;
    setReducedMotion(true);
    expect(window.matchMedia('(prefers-reduced-motion: reduce)').matches).toBe(true);
    expect(window.matchMedia('(prefers-reduced-motion: no-preference)').matches).toBe(false);
    window.matchMedia('(min-width: 720px)');
    expect(asked).toEqual(['all', 'not all', '(min-width: 720px)']);
    setReducedMotion(false);
    expect(window.matchMedia).toBe(original);
  });
});
