import type { z } from 'zod';
import { say } from './wording';

/*
 * Zod's own messages in Arabic, for a field whose schema gives no message of its own (an English
 * answer keeps zod's English; the schemas' own messages are the catalogue's and are translated
 * like every other). Passed to safeParse as the per-parse error map, which zod asks only when the
 * schema has no message for the issue.
 */

type RawIssue = Parameters<z.core.$ZodErrorMap>[0];

const TYPES = ['string', 'number', 'boolean', 'object', 'array'] as const;
type Known = (typeof TYPES)[number];

const typeName = (expected: unknown): string => {
  const type: Known | 'other' = expected === 'int' ? 'number' : TYPES.includes(expected as Known) ? (expected as Known) : 'other';
  return say('ar', (c) => c.http.zod.types[type]);
};

const listed = (values: readonly unknown[]): string => values.map((value) => (typeof value === 'string' ? `"${value}"` : String(value))).join('، ');

/** A bound's size as the messages count it: text in characters, a list in items, else a number. */
const sized = (origin: unknown): 'Text' | 'List' | 'Number' => (origin === 'string' ? 'Text' : origin === 'array' || origin === 'set' ? 'List' : 'Number');

/** The Arabic of one of zod's issues. */
export function arabicZodMessage(issue: RawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return say('ar', (c) => c.http.zod.invalidType, { expected: typeName(issue.expected) });
    case 'too_big': {
      const key = `tooBig${sized(issue.origin)}` as const;
      return say('ar', (c) => c.http.zod[key], { maximum: Number(issue.maximum) });
    }
    case 'too_small': {
      const key = `tooSmall${sized(issue.origin)}` as const;
      return say('ar', (c) => c.http.zod[key], { minimum: Number(issue.minimum) });
    }
    case 'invalid_format':
      return say('ar', (c) => c.http.zod.invalidFormat, { format: issue.format });
    case 'not_multiple_of':
      return say('ar', (c) => c.http.zod.notMultipleOf, { divisor: Number(issue.divisor) });
    case 'unrecognized_keys':
      return say('ar', (c) => c.http.zod.unrecognizedKeys, { keys: listed(issue.keys) });
    case 'invalid_value':
      return say('ar', (c) => c.http.zod.invalidValue, { values: listed(issue.values) });
    default:
      return say('ar', (c) => c.http.zod.invalid);
  }
}
