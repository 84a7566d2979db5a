import { z } from 'zod';
import type { components } from '@/api/schema';
import { auth as authText } from '@/i18n/auth';
import { partyKinds } from '@/lib/party-kinds';

const messages = authText.signup.errors;

export type SignupCategory = components['schemas']['SignupCategory'];
export const signupCategories = partyKinds satisfies readonly SignupCategory[];

const requiredFields = ['name', 'businessName', 'email', 'category', 'password', 'confirmPassword'] as const;

/**
 * Sign-up (specification §5), checked in this order with one message at a time: all six
 * fields required, passwords match, password longer than 6 characters, terms accepted. The e-mail
 * format is not checked here (the specification shows no rule; the server checks it).
 */
export const signupSchema = z
  .object({
    name: z.string().trim(),
    businessName: z.string().trim(),
    email: z.string().trim(),
    category: z.union([z.enum(signupCategories), z.literal('')]),
    password: z.string(),
    confirmPassword: z.string(),
    terms: z.boolean(),
  })
  .superRefine((value, ctx) => {
    const missing = requiredFields.filter((field) => value[field].trim() === '');
    if (missing.length > 0) {
      for (const field of missing) ctx.addIssue({ code: 'custom', path: [field], message: messages.required });
      return;
    }
    if (value.password !== value.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: messages.mismatch });
      return;
    }
    if (value.password.length <= 6) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: messages.passwordLength });
      return;
    }
    if (!value.terms) ctx.addIssue({ code: 'custom', path: ['terms'], message: messages.terms });
  })
  .transform((value) => ({ ...value, category: value.category as SignupCategory }));

export type SignupInput = z.input<typeof signupSchema>;
export type SignupValues = z.output<typeof signupSchema>;
export const signupFields = [...requiredFields, 'terms'] as const;

export const emptySignup: SignupInput = {
  name: '',
  businessName: '',
  email: '',
  category: '',
  password: '',
  confirmPassword: '',
  terms: false,
};
