import { beforeAll, describe, expect, it } from 'vitest';
import { db, initDb } from '../../db';
import type { ContractRecord } from '../../db/records';
import { partnersOf } from '../contract-views';
import { DOCUMENT_LANGUAGES, documentSource, renderContractDocument, renderDocument, type DocumentInput } from './index';
import { AR } from './words-ar';
import { EN } from './words-en';

/*
 * The contract document in Arabic and side by side (issue 15), as pure functions of a contract and
 * its two profiles. The handlers' tests (mocks/handlers/contracts/contract-document.test.ts,
 * mocks/handlers/agreements/agreements.test.ts) cover what the API serves.
 */

beforeAll(async () => {
  await initDb();
});

const DIGEST = 'ab'.repeat(32);
const approved = () => db.contracts.findMany((q) => q.where({ status: 'approved' }));
const inputOf = (contract: ContractRecord): DocumentInput => ({ contract, ...partnersOf(contract), version: 2, generatedAt: '2026-09-01T10:00:00.000Z' });
const ofCategory = (category: ContractRecord['category']) => approved().find((c) => c.category === category)!;
/** The text of a page, tags and entities gone, spaces folded. */
const textOf = (html: string) =>
  html
    .slice(html.indexOf('<main'))
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z]+;/g, ' ')
    .replace(/\s+/g, ' ');

describe('the source a version keeps', () => {
  it('renders every seeded agreement exactly as the contract and both profiles do, in every language', () => {
    for (const contract of approved()) {
      const input = inputOf(contract);
      const source = documentSource(input);
      expect(renderContractDocument(source)).toBe(renderContractDocument(input));
      for (const language of DOCUMENT_LANGUAGES) expect(renderDocument(source, language, DIGEST)).toBe(renderDocument(input, language, DIGEST));
    }
  });

  it('keeps only what the document shows (no logo)', () => {
    const contract = ofCategory('local-foreign');
    const input = inputOf(contract);
    const withLogo = { ...input, partnerOne: { ...input.partnerOne!, profile: { ...input.partnerOne!.profile, logo: 'data:image/png;base64,AAAA' } } } as unknown as DocumentInput;
    const source = documentSource(withLogo);
    expect(JSON.stringify(source)).not.toContain('base64');
    expect(Object.keys(source.contract).sort()).toEqual(['_id', 'category', 'createdAt', 'updatedAt']);
  });
});

describe('the Arabic document', () => {
  it.each(['local-foreign', 'investor-foreign', 'investor-local'] as const)('is a right-to-left page with every section in Arabic (%s)', (category) => {
    const contract = ofCategory(category);
    const html = renderDocument(inputOf(contract), 'ar', DIGEST);
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain(`<meta name="corridor-sha256" content="${DIGEST}">`);
    for (const heading of ['1. الأطراف', '2. الغرض', '4. اتفاقية مستوى الخدمة', '5. الرسوم ونموذج التسعير', '6. المدة والتجديد', '7. السرية', '8. الإنهاء', '9. القانون الواجب التطبيق', '10. تسوية النزاعات', '11. أحكام عامة', '12. اللغة', 'التوقيعات']) {
      expect(html).toContain(`<h2>${heading}</h2>`);
    }
    expect(html).toContain(category === 'investor-foreign' ? '<h2>3. نطاق الاستثمار</h2>' : '<h2>3. نطاق الخدمات</h2>');
    // which text is signed and prevails, with the English text's digest
    expect(html).toContain(`هذه ترجمة عربية للإصدار 2 من الاتفاقية`);
    expect(html).toContain(`<code dir="ltr">${DIGEST}</code>`);
    expect(html).toContain('ويسود النص الإنجليزي في حال وجود أي تعارض بين النصين');
    // No English clause or label is left: outside what a party wrote (isolated in <bdi>, or quoted)
    // and the digest, the only Latin words are the brand and the abbreviations the Arabic keeps.
    const ours = textOf(html.replace(/<bdi[^>]*>[\s\S]*?<\/bdi>|<p class="quoted"[^>]*>[\s\S]*?<\/p>|<code[^>]*>[\s\S]*?<\/code>/g, ' '));
    expect([...new Set(ours.match(/[A-Za-z][A-Za-z]+/g))].filter((word) => !['Corridor', 'SHA', 'DIAC', 'TRN'].includes(word))).toEqual([]);
    expect(html).not.toMatch(/undefined|NaN|\{[a-z]+\}/);
  });

  it('writes the facts: dates, amounts and counts in Arabic, option values in Arabic words, names as written and isolated', () => {
    const investorDeal = renderDocument(inputOf(ofCategory('investor-foreign')), 'ar', DIGEST);
    expect(investorDeal).toMatch(/<dd>\d{1,2} (يناير|فبراير|مارس|أبريل|مايو|يونيو|يوليو|أغسطس|سبتمبر|أكتوبر|نوفمبر|ديسمبر) \d{4}<\/dd>/);
    expect(investorDeal).toContain('من <bdi dir="ltr">250,000</bdi> إلى <bdi dir="ltr">2,000,000</bdi> دولار أمريكي');
    expect(investorDeal).toContain('<dd>5 سنوات</dd>');
    expect(investorDeal).toContain('التكنولوجيا المالية والخدمات المالية');
    expect(investorDeal).toContain('<bdi>Nordvik Payments AB</bdi>');
    const services = renderDocument(inputOf(ofCategory('local-foreign')), 'ar', DIGEST);
    expect(services).toContain('<td>خلال 4 ساعات عمل</td>');
    expect(services).toContain('<bdi dir="ltr">demo.local@corridor.test</bdi>');
  });

  it('counts business hours and days with the Arabic forms for one, two, three to ten and eleven on', () => {
    expect([1, 2, 3, 10, 11, 100].map((n) => AR.sla.within({ unit: 'hour', n }))).toEqual([
      'خلال ساعة عمل واحدة',
      'خلال ساعتي عمل',
      'خلال 3 ساعات عمل',
      'خلال 10 ساعات عمل',
      'خلال 11 ساعة عمل',
      'خلال 100 ساعة عمل',
    ]);
    expect([1, 2, 5, 15].map((n) => AR.sla.kickOff(n))).toEqual([
      'خلال يوم عمل واحد من تاريخ النفاذ',
      'خلال يومي عمل من تاريخ النفاذ',
      'خلال 5 أيام عمل من تاريخ النفاذ',
      'خلال 15 يوم عمل من تاريخ النفاذ',
    ]);
    expect(AR.sla.within({ unit: 'same-day' })).toBe('في يوم العمل نفسه');
    expect([1, 2, 7, 12].map((n) => AR.investment.years(String(n)))).toEqual(['سنة واحدة', 'سنتان', '7 سنوات', '12 سنة']);
  });

  it('keeps a value outside the option lists as it was stored, isolated, and escapes every stored text', () => {
    const contract = ofCategory('local-foreign');
    const input = inputOf(contract);
    const partner = input.partnerOne!;
    const hostile = { ...input, partnerOne: { ...partner, profile: { ...partner.profile, businessType: 'Shipping <b>agent</b>', companyName: 'Evil <script>x</script> & Co' } } } as DocumentInput;
    const html = renderDocument(hostile, 'ar', DIGEST);
    expect(html).toContain('<bdi>Shipping &lt;b&gt;agent&lt;/b&gt;</bdi>');
    expect(html).toContain('<bdi>Evil &lt;script&gt;x&lt;/script&gt; &amp; Co</bdi>');
    expect(html).not.toMatch(/<(script|b)>/);
  });
});

describe('the bilingual document', () => {
  it('pairs every part of the English text with its Arabic, English on the left, under a notice in both languages', () => {
    const input = inputOf(ofCategory('local-foreign'));
    const html = renderDocument(input, 'bilingual', DIGEST);
    const pairs = html.split('<div class="pair" dir="ltr">').slice(1);
    // the notice, the header, sections 1 to 12, the signatures and the footer
    expect(pairs).toHaveLength(1 + 1 + 12 + 1 + 1);
    for (const pair of pairs) {
      const english = pair.indexOf('lang="en" dir="ltr"');
      const arabic = pair.indexOf('lang="ar" dir="rtl"');
      expect(english).toBeGreaterThan(-1);
      expect(arabic).toBeGreaterThan(english);
    }
    const headingOf = (pair: string, lang: string) => new RegExp(`lang="${lang}"[^>]*>\\s*<h2>([^<]+)</h2>`).exec(pair)?.[1];
    expect(pairs.slice(2, 14).map((pair) => [headingOf(pair, 'en'), headingOf(pair, 'ar')])).toEqual([
      [EN.parties.heading, AR.parties.heading],
      [EN.purpose.heading, AR.purpose.heading],
      [EN.scope.heading, AR.scope.heading],
      [EN.sla.heading, AR.sla.heading],
      [EN.fees.heading, AR.fees.heading],
      [EN.term.heading, AR.term.heading],
      [EN.confidentiality.heading, AR.confidentiality.heading],
      [EN.termination.heading, AR.termination.heading],
      [EN.law.heading, AR.law.heading],
      [EN.disputes.heading, AR.disputes.heading],
      [EN.general.heading, AR.general.heading],
      [EN.language.heading, AR.language.heading],
    ]);
    expect(pairs[0]).toContain('the English text prevails');
    expect(pairs[0]).toContain('ويسود في حال وجود أي تعارض بين النصين');
    expect(html).toContain(`<meta name="corridor-sha256" content="${DIGEST}">`);
    // the English column is the signed text's own sections
    const english = renderContractDocument(input);
    expect(html).toContain(/<section>\n {4}<h2>7\. Confidentiality[\s\S]*?<\/section>/.exec(english)![0].replace('<section>', '<section lang="en" dir="ltr">'));
  });

  it('stacks the two columns on a phone', () => {
    const html = renderDocument(inputOf(ofCategory('investor-local')), 'bilingual', DIGEST);
    expect(html).toMatch(/@media \(max-width: 640px\) \{[^}]*\.pair \{|@media \(max-width: 640px\) \{[\s\S]*?\.pair[^{]*\{ grid-template-columns: 1fr; \}/);
  });
});

describe('the English document', () => {
  it('says it is the text signed, and that it prevails over the Arabic translation', () => {
    const html = renderContractDocument(inputOf(ofCategory('investor-local')));
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h2>12. Language</h2>');
    expect(html).toContain('the English text prevails, unless the parties agree otherwise in writing');
    expect(html).not.toContain('corridor-sha256');
    expect(renderDocument(inputOf(ofCategory('investor-local')), 'en', DIGEST)).toBe(html);
  });
});
