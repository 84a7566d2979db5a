import { z } from 'zod';
import { auth as authText } from '@/i18n/auth';

const messages = authText.login.errors;

/** Login (specification §5): both fields required, then a password longer than 6 characters. */
export const loginSchema = z
  .object({
    email: z.string().trim(),
    password: z.string(),
  })
  .superRefine((value, ctx) => {
    const missing = (['email', 'password'] as const).filter((field) => value[field].trim() === '');
    if (missing.length > 0) {
      for (const field of missing) ctx.addIssue({ code: 'custom', path: [field], message: messages.required });
      return;
    }
    if (value.password.length <= 6) ctx.addIssue({ code: 'custom', path: ['password'], message: messages.passwordLength });
  });

export type LoginInput = z.input<typeof loginSchema>;
export type LoginValues = z.output<typeof loginSchema>;
export const loginFields = ['email', 'password'] as const;
