// The Arabic match reasons: every kind of the catalogue has a writer; the fixed reason sample the
// README's table is made from reads as Arabic from both sides (no English left but the free text and
// names it carries, every figure of the English reason shown); counts take the Arabic plural forms.

import { describe, expect, it } from 'vitest';
import { REASON_KINDS, rankCandidates, type MatchReason, type Party } from '../index';
import { judgeSample } from '../reason-samples';
import { syntheticParties } from '../synthetic';
import { PARTY_KINDS, type PartyKind } from '../types';
import { ARABIC_WRITERS, arabicReason, arabicReasonText, matchesInArabic } from './index';
import { amount, budget, employees, horizon, size, years } from './words';

const PAIR_KINDS: Record<string, readonly [PartyKind, PartyKind]> = {
  'business-partner': ['foreign', 'local'],
  'business-investor': ['foreign', 'investor'],
  'partner-investor': ['local', 'investor'],
};
const ALL_PAIRS = PARTY_KINDS.flatMap((r) => PARTY_KINDS.filter((o) => o !== r).map((o) => [r, o] as const));

/** Names kept in Latin script in Arabic (the glossary: the brand, and free zones known by their brand). */
const KEPT_LATIN = ['Corridor', 'Hub71', 'twofour54'];

/** The free-text values of a reason, kept as written: the words both profiles use, quoted. */
function freeText(r: Pick<MatchReason, 'code' | 'values'>): string[] {
  return r.code.endsWith('.text.shared-terms') && Array.isArray(r.values.terms) ? r.values.terms : [];
}

function expectArabic(english: string, arabic: string, r: Pick<MatchReason, 'code' | 'values'>): void {
  const where = `${r.code} ${JSON.stringify(r.values)}\n  ${english}\n  ${arabic}`;
  expect(arabic, where).toMatch(/[\u0600-\u06FF]/);
  expect(arabic, where).not.toMatch(/[{}[\]]|undefined|NaN|\$/);
  let rest = arabic;
  for (const word of [...freeText(r), ...KEPT_LATIN]) rest = rest.split(word).join('');
  expect(rest, where).not.toMatch(/[A-Za-z]/);
  // every figure of the English reason is in the Arabic one (1 and 2 may be words: "سنة واحدة", "مليون")
  for (const figure of english.match(/\d[\d,.]*\d|\d/g) ?? []) {
    if (!arabic.includes(figure)) expect(['1', '2'], `${figure} missing: ${where}`).toContain(figure);
  }
  // the free-text words are kept as written
  for (const word of freeText(r)) expect(arabic, where).toContain(word);
}

describe('the Arabic match reasons', () => {
  it('have a writer for every reason kind of the catalogue, and none for a kind it does not have', () => {
    const codes = REASON_KINDS.map((k) => k.code);
    expect(codes.length).toBeGreaterThan(140);
    expect(codes.filter((code) => !ARABIC_WRITERS.has(code))).toEqual([]);
    expect([...ARABIC_WRITERS.keys()].filter((code) => !codes.includes(code))).toEqual([]);
  });

  it('write the fixed reason sample in Arabic, every kind from each side that reads it', () => {
    const seen = judgeSample();
    let written = 0;
    for (const [code, observations] of seen) {
      const prefix = code.slice(0, code.indexOf('.'));
      for (const o of observations) {
        if (o.text === null) continue;
        const reason = { code, values: o.values, text: o.text };
        const pair = PAIR_KINDS[prefix];
        // a pair model's kind has its sides; the engine's own kinds are read by anyone of any match
        const readings: Array<readonly [PartyKind, PartyKind]> = pair ? [o.facts.subjectIsA ? pair : [pair[1], pair[0]]] : ALL_PAIRS;
        for (const [reader, other] of readings) {
          expectArabic(o.text, arabicReasonText(reason, reader, other), reason);
          written++;
        }
      }
    }
    expect(seen.size).toBe(REASON_KINDS.length - 1); // every kind but the fallback, which never shows
    console.log(`${written} reasons of ${seen.size} kinds written in Arabic`);
  }, 60_000); // the fixed sample, every factor of 800 pairs from both sides: a few seconds

  it('write the fallback too, though the engine never shows it', () => {
    const reason = { code: 'match.factor.fallback', values: { factor: 'partner type' }, text: 'Partner type fit' };
    expect(arabicReasonText(reason, 'foreign', 'local')).toBe('التوافق في نوع الشريك');
  });

  it('read from the side of the reader, with the other party named in its gender', () => {
    const close = { code: 'business-partner.industry.close', values: { sector: 'professional services', focus: 'fintech and financial services' }, text: '' };
    expect(arabicReasonText(close, 'foreign', 'local')).toBe('قطاع الخدمات المهنية قريب من تركيز هذا الشريك على التكنولوجيا المالية والخدمات المالية');
    expect(arabicReasonText(close, 'local', 'foreign')).toBe('قطاع الخدمات المهنية قريب من تركيزك على التكنولوجيا المالية والخدمات المالية');
    const covers = { code: 'business-investor.geography.covers-home', values: { focus: 'Europe', place: 'Sweden' }, text: '' };
    expect(arabicReasonText(covers, 'investor', 'foreign')).toBe('يشمل النطاق الجغرافي لديك (أوروبا) السويد، حيث تعمل هذه الشركة');
    const coversPartner = { code: 'partner-investor.geography.covers-home', values: { focus: 'GCC', place: 'DIFC' }, text: '' };
    expect(arabicReasonText(coversPartner, 'investor', 'local')).toBe('يشمل النطاق الجغرافي لديك (دول مجلس التعاون الخليجي) مركز دبي المالي العالمي، حيث يعمل هذا الشريك');
    const oneSided = { code: 'match.one-sided.for-you', values: { forYou: '53%', forThem: '36%' }, text: '' };
    expect(arabicReasonText(oneSided, 'local', 'foreign')).toBe('توافق من طرف واحد: تلبي هذه الشركة 53% مما تبحث عنه، بينما تلبي أنت 36% مما تبحث عنه هذه الشركة');
    expect(arabicReasonText(oneSided, 'foreign', 'investor')).toBe('توافق من طرف واحد: يلبي هذا المستثمر 53% مما تبحث عنه، بينما تلبي أنت 36% مما يبحث عنه هذا المستثمر');
  });

  it('join lists the Arabic way and keep free text as written', () => {
    const terms = { code: 'business-partner.text.shared-terms', values: { terms: ['“back”', '“difc”', '“expanding”'] }, text: '' };
    expect(arabicReasonText(terms, 'foreign', 'local')).toBe('يذكر كلا الملفين التعريفيين “back” و“difc” و“expanding”');
    const other = { code: 'business-partner.language.other', values: { theirs: 'Arabic, Hindi', ours: 'Swedish, Finnish' }, text: '' };
    expect(arabicReasonText(other, 'foreign', 'local')).toBe('يعمل هذا الشريك بالعربية والهندية، وليس بالسويدية أو الفنلندية');
    const clients = { code: 'business-partner.industry.same-sector-other-clients', values: { sector: 'fintech and financial services', clients: 'e-commerce and retail, food and beverage and more' }, text: '' };
    expect(arabicReasonText(clients, 'foreign', 'local')).toBe(
      'يعمل الطرفان في قطاع التكنولوجيا المالية والخدمات المالية، لكن العملاء المفضّلين لدى هذا الشريك ينتمون إلى التجارة الإلكترونية والتجزئة، الأغذية والمشروبات وغيرها',
    );
  });

  it('write counts in the Arabic plural forms for 0, 1, 2, 3, 11 and 100', () => {
    const ns = [0, 1, 2, 3, 11, 100];
    expect(ns.map((n) => years(n))).toEqual(['0 سنة', 'سنة واحدة', 'سنتان', '3 سنوات', '11 سنة', '100 سنة']);
    expect(ns.map((n) => employees(n))).toEqual(['0 موظف', 'موظف واحد', 'موظفَين', '3 موظفين', '11 موظفًا', '100 موظف']);
    expect(ns.map((n) => amount(`$${n}`))).toEqual(['0 دولار', 'دولار واحد', 'دولاران', '3 دولارات', '11 دولارًا', '100 دولار']);
    expect(ns.map((n) => amount(`$${n}M`))).toEqual(['0 مليون دولار', 'مليون دولار', '2 مليون دولار', '3 ملايين دولار', '11 مليون دولار', '100 مليون دولار']);
    expect(horizon(10)).toBe('10 سنوات فأكثر');
  });

  it('show figures as the English reasons do', () => {
    expect(amount('$250,000')).toBe('250,000 دولار');
    expect(amount('$1.5M')).toBe('1.5 مليون دولار');
    expect(budget('$100,000–$250,000')).toBe('من 100,000 دولار إلى 250,000 دولار');
    expect(budget('under $50,000')).toBe('أقل من 50,000 دولار');
    expect(budget('about $216,000')).toBe('نحو 216,000 دولار');
    expect(size('501-1000-person')).toBe('يعمل فيها من 501 إلى 1000 موظف');
    expect(size('1000+-person')).toBe('يعمل فيها أكثر من 1000 موظف');
    expect(size('1-10-person')).toBe('يعمل فيها من 1 إلى 10 موظفين');
  });

  it('change only the text of a reason: its kind, values, factor and points, and the match, stay', () => {
    const subject = syntheticParties('foreign', 1, 7)[0]!;
    const pool = syntheticParties('local', 40, 8).map((p) => ({ ...p, profile: { ...p.profile, verificationStatus: 'Approved' } }) as Party);
    const ranked = rankCandidates(subject, pool).map((m) => ({ ...m, matchReasons: m.reasons }));
    const before = JSON.stringify(ranked);
    const arabic = matchesInArabic(ranked, 'foreign', 'local');
    expect(JSON.stringify(ranked)).toBe(before); // the engine's frozen reasons are not touched
    expect(arabic).toHaveLength(ranked.length);
    arabic.forEach((m, i) => {
      const english = ranked[i]!;
      expect({ ...m, matchReasons: null }).toEqual({ ...english, matchReasons: null });
      m.matchReasons.forEach((r, j) => {
        const { text, ...facts } = r;
        const { text: englishText, ...englishFacts } = english.matchReasons[j]!;
        expect(facts).toEqual(englishFacts);
        expect(text).not.toBe(englishText);
        expect(Object.keys(r)).toEqual(Object.keys(english.matchReasons[j]!));
      });
    });
    // a reason shared between matches is written once for a reading
    const shared = ranked[0]!.matchReasons[0]!;
    expect(arabicReason(shared, 'foreign', 'local')).toBe(arabicReason(shared, 'foreign', 'local'));
  });
});
