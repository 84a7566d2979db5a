import { z } from 'zod';
import { validation as words } from '../i18n/en';
import { atMost } from './common';
import { MARKUP_RULE, hasMarkup } from './milestones';

export const DEMO_FIELDS_REQUIRED = words.demoFields;
export const DEMO_EMAIL_RULE = words.email;

/** Every demo field is required after trimming (the form's own rule), bounded and free of markup. */
const field = (max: number) =>
  z
    .string({ error: DEMO_FIELDS_REQUIRED })
    .trim()
    .min(1, DEMO_FIELDS_REQUIRED)
    .max(max, atMost(max))
    .refine((value) => !hasMarkup(value), MARKUP_RULE);

export const demoRequestBody = z.object({
  firstName: field(120),
  lastName: field(120),
  email: z
    .string({ error: DEMO_FIELDS_REQUIRED })
    .trim()
    .min(1, DEMO_FIELDS_REQUIRED)
    .max(254, DEMO_EMAIL_RULE)
    .pipe(z.email(DEMO_EMAIL_RULE)),
  company: field(160),
  // One of the form's bands (1-29, 30-100, 100+); another short value is kept as sent.
  employees: field(20),
  website: field(300),
  phone: field(40),
  message: field(5000),
  // The client may send the year of its template parameters; the server's own year is used.
  year: z.string().max(8).optional(),
});

export type DemoRequestBody = z.infer<typeof demoRequestBody>;
