import { z } from 'zod';
import { fillPlain } from '../http/wording';
import { validation as words } from '../i18n/en';

/** "Must be at most 120 characters". */
export const atMost = (max: number) => fillPlain(words.atMost, { max });

/** Strings users typed: trimmed, bounded (no 10 MB names), never coerced from other types. */
export const text = (max: number, message: string = words.required) =>
  z.string({ error: message }).trim().min(1, message).max(max, atMost(max));

export const optionalText = (max: number) => z.string().trim().max(max, atMost(max)).optional();

export const email = (message: string = words.email) =>
  z.string({ error: message }).trim().max(254, message).pipe(z.email(message));

export const id = (label = 'id') => {
  const required = fillPlain(words.labelRequired, { label });
  return z.string({ error: required }).trim().min(1, required).max(64, fillPlain(words.labelNotValid, { label }));
};

export const sixDigitCode = z.string().regex(/^\d{6}$/, words.codeDigits);

export const isoDate = (message: string = words.dueDateRequired) =>
  z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), words.dueDateInvalid);
