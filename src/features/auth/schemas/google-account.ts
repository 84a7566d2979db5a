import { z } from 'zod';
import { auth as authText } from '@/i18n/auth';

/** Read when a check fails, not when the module loads: a language switch changes it (decision 029). */
const invalid = { error: () => authText.google.invalidEmail };

/** "Use another account" in the demo Google chooser: an e-mail address and an optional name. */
export const googleAccountSchema = z.object({
  email: z.string().trim().min(1, invalid).max(254, invalid).pipe(z.email(invalid)),
  name: z.string().trim().max(120),
});

export type GoogleAccountInput = z.input<typeof googleAccountSchema>;
export type GoogleAccountValues = z.output<typeof googleAccountSchema>;
