import { z } from 'zod';
import { agreements as copy } from '@/i18n/agreements';

// Messages are read when a value fails, not when the schema is built, so a language switch rewords them.
const fullNameRequired = { error: () => copy.sign.fullNameRequired };
const reasonRequired = { error: () => copy.decline.reasonRequired };

/** The review-and-sign form: the signatory's typed full name and the consent box (the server checks both too). */
export const signFormSchema = z.object({
  fullName: z.string().trim().min(2, fullNameRequired).max(120, fullNameRequired),
  consent: z.boolean().refine((agreed) => agreed, { error: () => copy.sign.consentRequired }),
});
export type SignFormValues = z.input<typeof signFormSchema>;

/** The decline form: why, in at least 3 characters. */
export const declineFormSchema = z.object({
  reason: z.string().trim().min(3, reasonRequired).max(1000, reasonRequired),
});
export type DeclineFormValues = z.input<typeof declineFormSchema>;
