/**
 * The pages of the contract document: English (the text the parties sign, whose bytes the digest
 * is of), Arabic (its translation, right to left), and both side by side, paired part by part.
 * The Arabic and bilingual pages name the signed English text's digest, in the text and in a
 * `<meta name="corridor-sha256">` that /verify reads: they are renderings of that version, never
 * signed themselves.
 */
import { documentParts, type Part } from './clauses';
import { STYLE } from './style';
import { escapeHtml } from './text';
import type { Words } from './words';
import { AR } from './words-ar';
import { EN } from './words-en';
import type { DocumentInput } from './index';

export type DocumentLanguage = 'en' | 'ar' | 'bilingual';
export const DOCUMENT_LANGUAGES: readonly DocumentLanguage[] = ['en', 'ar', 'bilingual'];

const element = (part: Part, attributes = '') =>
  `<${part.tag}${part.className ? ` class="${part.className}"` : ''}${attributes}>${part.html}</${part.tag}>`;

function page(options: { lang: string; dir?: string; title: string; digest?: string; className: string; body: string }): string {
  return `<!DOCTYPE html>
<html lang="${options.lang}"${options.dir ? ` dir="${options.dir}"` : ''}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">${options.digest ? `\n<meta name="corridor-sha256" content="${options.digest}">` : ''}
<title>${options.title}</title>
<style>${STYLE}</style>
</head>
<body>
<main class="${options.className}">
  ${options.body}
</main>
</body>
</html>
`;
}

const title = (w: Words, input: DocumentInput) => `${w.title} &ndash; ${escapeHtml(input.contract._id)}`;

/** The English text, as the parties sign it. */
export function englishPage(input: DocumentInput): string {
  return page({ lang: 'en', title: title(EN, input), className: 'document', body: documentParts(EN, input).map((part) => element(part)).join('\n\n  ') });
}

/** The Arabic translation of a version whose English text has `digest`. */
export function arabicPage(input: DocumentInput, digest: string): string {
  const notice = `<aside class="notice">${AR.notice(input.version ?? 1, escapeHtml(digest), false)}</aside>`;
  const parts = documentParts(AR, input).map((part) => element(part));
  parts.splice(1, 0, notice);
  return page({ lang: 'ar', dir: 'rtl', title: title(AR, input), digest, className: 'document', body: parts.join('\n\n  ') });
}

/**
 * Both texts side by side, part by part (English on the left), under a notice in both languages
 * that the English text is the one signed and prevails.
 */
export function bilingualPage(input: DocumentInput, digest: string): string {
  const english = documentParts(EN, input);
  const arabic = documentParts(AR, input);
  const version = input.version ?? 1;
  const safeDigest = escapeHtml(digest);
  const pair = (left: string, right: string) => `<div class="pair" dir="ltr">\n    ${left}\n    ${right}\n  </div>`;
  const notices = pair(
    `<aside class="notice" lang="en" dir="ltr">${EN.notice(version, safeDigest, true)}</aside>`,
    `<aside class="notice" lang="ar" dir="rtl">${AR.notice(version, safeDigest, true)}</aside>`,
  );
  const pairs = english.map((part, index) => pair(element(part, ' lang="en" dir="ltr"'), element(arabic[index]!, ' lang="ar" dir="rtl"')));
  return page({
    lang: 'en',
    title: `${EN.title} | ${AR.title} &ndash; ${escapeHtml(input.contract._id)}`,
    digest,
    className: 'document bilingual',
    body: [notices, ...pairs].join('\n\n  '),
  });
}
