import { z } from 'zod';
import { PARTY_KINDS } from '../db/records';
import { validation as words } from '../i18n/en';
import { email, sixDigitCode, text } from './common';

export const PASSWORD_RULE = words.password;

const password = z.string({ error: PASSWORD_RULE }).min(7, PASSWORD_RULE).max(256, words.passwordTooLong);

export const loginBody = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(256),
});

export const sendCodeBody = z.object({
  email: email(),
  purpose: z.enum(['signup', 'reset']).default('signup'),
});

export const verifyCodeBody = z.object({
  email: email(),
  purpose: z.enum(['signup', 'reset'], { error: words.purpose }),
  code: sixDigitCode,
});

export const addUserBody = z.object({
  name: text(120, words.allFieldsRequired),
  businessName: text(160, words.allFieldsRequired),
  email: email(),
  category: z.enum(PARTY_KINDS, { error: words.category }),
  password,
  hasCompletedProfile: z.boolean({ error: words.hasCompletedProfile }),
  code: sixDigitCode.optional(),
});

export const setNewPasswordBody = z.object({
  email: email(),
  password,
  code: sixDigitCode.optional(),
});

export const changeCategoryBody = z.object({
  selectedCategory: z.enum(PARTY_KINDS, { error: words.selectCategory }),
  token: text(64, words.tokenRequired),
});

export const googleDemoBody = z.object({
  email: email(),
  name: z.string().trim().max(120).optional(),
});
