import { describe, it, expect } from 'vitest';
import { initialsOf, logoSvg, makeLogo } from './logo';
import { SlugRegistry, fill, slugify, toAscii, trn } from './text';
import { createRng } from './prng';

describe('slugs and text helpers', () => {
  it('turns company names into e-mail friendly slugs without the legal form', () => {
    expect(slugify('Nordvik Payments AB')).toBe('nordvik-payments');
    expect(slugify('Fjellstrøm Energy AS')).toBe('fjellstrom-energy');
    expect(slugify('Wisłowa Automation sp. z o.o.')).toBe('wislowa-automation');
    expect(slugify('Jökull Data ehf.')).toBe('jokull-data');
    expect(slugify('Thames & Tigris Capital')).toBe('thames-and-tigris-capital');
    expect(toAscii('Þórsson Ærø')).toBe('Thorsson Aero');
  });

  it('hands out each slug once', () => {
    const slugs = new SlugRegistry();
    expect(slugs.reserve('sandgate')).toBe('sandgate');
    expect(slugs.reserve('sandgate')).toBe('sandgate-2');
    expect(slugs.reserve('sandgate')).toBe('sandgate-3');
  });

  it('fills known placeholders and leaves unknown ones visible', () => {
    expect(fill('{a} and {b}', { a: 'x' })).toBe('x and {b}');
  });

  it('makes 15-digit TRNs starting 100', () => {
    const rng = createRng(3);
    for (let i = 0; i < 50; i += 1) expect(trn(rng.next)).toMatch(/^100\d{12}$/);
  });
});

describe('logos', () => {
  it('shows two initials, skipping "Al" and legal forms', () => {
    expect(initialsOf('Al Noor Corporate Services')).toBe('NC');
    expect(initialsOf('Nordvik Payments AB')).toBe('NP');
    expect(initialsOf('Øresund Impact Partners')).toBe('OI');
  });

  it('is a small, deterministic SVG data URL', () => {
    const logo = makeLogo('Nordvik Payments AB');
    expect(logo).toBe(makeLogo('Nordvik Payments AB'));
    expect(logo.startsWith('data:image/svg+xml;base64,')).toBe(true);
    expect(logo.length).toBeLessThan(600);
    expect(atob(logo.split(',')[1] as string)).toBe(logoSvg('Nordvik Payments AB'));
    expect(logoSvg('Nordvik Payments AB')).toContain('>NP</text>');
  });
});
