import { z } from 'zod';

/** Strings users typed: trimmed, bounded (no 10 MB names), never coerced from other types. */
export const text = (max: number, message = 'This field is required') =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

export const optionalText = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`).optional();

export const email = (message = 'Please enter a valid email address') =>
  z.string({ error: message }).trim().max(254, message).pipe(z.email(message));

export const id = (label = 'id') => z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`).max(64, `${label} is not valid`);

export const sixDigitCode = z.string().regex(/^\d{6}$/, 'The code must be 6 digits');

export const isoDate = (message = 'Due date is required') =>
  z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Due date is not a valid date');
