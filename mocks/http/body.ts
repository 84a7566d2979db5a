import type { z } from 'zod';
import { http as httpWords } from '../i18n/en';
import { requestLanguage } from '../i18n/language';
import { Failure, messages } from './failure';
import { translate } from './wording';
import { arabicZodMessage } from './zod-issues';

/** Reads a JSON body; an empty body reads as {} so that required-field messages apply. */
export async function readJson(request: Request, asText = false): Promise<unknown> {
  const text = await request.text();
  if (!text.trim()) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Failure(400, messages.invalidJson, { asText });
  }
}

export interface ParseOptions {
  /** One message for any problem (e.g. the login's "Email and password are required"). */
  message?: string;
  /** Status for invalid input; 400 unless the specification says otherwise. */
  status?: number;
  /** Answer in plain text (POST /foreign/add speaks text). */
  asText?: boolean;
}

/**
 * Validates a body against its zod schema; bad input is a 4xx that changes nothing. The schemas'
 * messages are the catalogue's English, written in the request's language when the Failure
 * leaves (guard); zod's own messages, for a field whose schema gives none, stay zod's English for
 * an English request and are written in Arabic here for an Arabic one.
 */
export async function parseBody<S extends z.ZodType>(
  request: Request,
  schema: S,
  options: ParseOptions = {},
): Promise<z.infer<S>> {
  const raw = await readJson(request, options.asText);
  const language = requestLanguage(request);
  const result = language === 'ar' ? schema.safeParse(raw, { error: arabicZodMessage }) : schema.safeParse(raw);
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.') || '(body)',
    message: translate(issue.message, language),
  }));
  const message = options.message ?? errors[0]?.message ?? httpWords.invalidRequest;
  throw new Failure(options.status ?? 400, message, { errors, asText: options.asText });
}
