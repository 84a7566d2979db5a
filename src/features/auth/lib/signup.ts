/** The sign-up page's rules that are not its layout: what a reload keeps, and what a failure says. */
import { ApiError, messageOf, NetworkError } from '@/api/errors';
import { auth as authText } from '@/i18n/auth';
import type { SignupInput } from '../schemas/signup';

const errors = authText.signup.errors;

/** The sign-up details kept across a reload (never the passwords): storage id and fields. */
export const DRAFT_ID = 'auth:signup';
export const DRAFT_FIELDS = ['name', 'businessName', 'email', 'category', 'terms'] as const;
/** The details the account creation sends: a field the server refuses shows its reason there. */
export const SENT_FIELDS = ['name', 'businessName', 'email', 'category', 'password'] as const;
export type Refusals = Partial<Record<(typeof SENT_FIELDS)[number], string>>;
export type SignupDraft = Partial<Pick<SignupInput, (typeof DRAFT_FIELDS)[number]>>;

export function draftOf(values: Partial<SignupInput>): SignupDraft {
  const draft: Record<string, unknown> = {};
  for (const field of DRAFT_FIELDS) if (values[field] !== undefined) draft[field] = values[field];
  return draft as SignupDraft;
}

/** 'Email failed to send' unless the code request was answered 200; a 409 shows the server's message. */
export function sendFailure(error: unknown): string {
  if (error instanceof NetworkError) return errors.network;
  if (error instanceof ApiError && error.status === 409) return messageOf(error.body) ?? errors.emailFailed;
  return errors.emailFailed;
}

/** 202 or 409 show the server's message; other statuses 'Registration failed. Please try again.' */
export function registrationFailure(error: unknown): string {
  if (error instanceof NetworkError) return errors.network;
  if (error instanceof ApiError && (error.status === 202 || error.status === 409)) {
    return messageOf(error.body) ?? errors.registrationFailed;
  }
  return errors.registrationFailed;
}
