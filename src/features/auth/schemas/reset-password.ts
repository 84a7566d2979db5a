import { z } from 'zod';
import { auth as authText } from '@/i18n/auth';

const messages = authText.reset.errors;

/** Reset, step 1: the e-mail is required ('Email is required'). */
export const resetEmailSchema = z.object({ email: z.string().trim() }).superRefine((value, ctx) => {
  if (value.email === '') ctx.addIssue({ code: 'custom', path: ['email'], message: messages.emailRequired });
});

export type ResetEmailInput = z.input<typeof resetEmailSchema>;
export type ResetEmailValues = z.output<typeof resetEmailSchema>;

/**
 * Reset, step 3: both fields required, they must match, and — like sign-up, since the
 * specification shows no rule here — the password must be longer than 6 characters
 * (docs/decisions/008-account-screens.md; the server refuses shorter ones anyway).
 */
export const newPasswordSchema = z
  .object({ password: z.string(), confirmPassword: z.string() })
  .superRefine((value, ctx) => {
    const missing = (['password', 'confirmPassword'] as const).filter((field) => value[field] === '');
    if (missing.length > 0) {
      for (const field of missing) ctx.addIssue({ code: 'custom', path: [field], message: messages.bothRequired });
      return;
    }
    if (value.password !== value.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: messages.mismatch });
      return;
    }
    if (value.password.length <= 6) ctx.addIssue({ code: 'custom', path: ['password'], message: messages.passwordLength });
  });

export type NewPasswordInput = z.input<typeof newPasswordSchema>;
export type NewPasswordValues = z.output<typeof newPasswordSchema>;
