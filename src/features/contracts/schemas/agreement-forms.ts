import { z } from 'zod';
import { agreements as copy } from '@/i18n/agreements';

/** The review-and-sign form: the signatory's typed full name and the consent box (the server checks both too). */
export const signFormSchema = z.object({
  fullName: z.string().trim().min(2, copy.sign.fullNameRequired).max(120, copy.sign.fullNameRequired),
  consent: z.boolean().refine((agreed) => agreed, copy.sign.consentRequired),
});
export type SignFormValues = z.input<typeof signFormSchema>;

/** The decline form: why, in at least 3 characters. */
export const declineFormSchema = z.object({
  reason: z.string().trim().min(3, copy.decline.reasonRequired).max(1000, copy.decline.reasonRequired),
});
export type DeclineFormValues = z.input<typeof declineFormSchema>;
