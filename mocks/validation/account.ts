import { z } from 'zod';
import { PARTY_KINDS } from '../db/records';
import { email, sixDigitCode, text } from './common';

export const PASSWORD_RULE = 'Password must be greater than 6 characters';

const password = z.string({ error: PASSWORD_RULE }).min(7, PASSWORD_RULE).max(256, 'Password is too long');

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
  purpose: z.enum(['signup', 'reset'], { error: 'purpose must be signup or reset' }),
  code: sixDigitCode,
});

export const addUserBody = z.object({
  name: text(120, 'All fields are required'),
  businessName: text(160, 'All fields are required'),
  email: email(),
  category: z.enum(PARTY_KINDS, { error: 'Please choose foreign, local or investor' }),
  password,
  hasCompletedProfile: z.boolean({ error: 'hasCompletedProfile must be true or false' }),
  code: sixDigitCode.optional(),
});

export const setNewPasswordBody = z.object({
  email: email(),
  password,
  code: sixDigitCode.optional(),
});

export const changeCategoryBody = z.object({
  selectedCategory: z.enum(PARTY_KINDS, { error: 'Please select a category before proceeding' }),
  token: text(64, 'token (the user id) is required'),
});

export const googleDemoBody = z.object({
  email: email(),
  name: z.string().trim().max(120).optional(),
});
