import type { z } from 'zod';
import { Failure, messages } from './failure';

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

/** Validates a body against its zod schema; bad input is a 4xx that changes nothing. */
export async function parseBody<S extends z.ZodType>(
  request: Request,
  schema: S,
  options: ParseOptions = {},
): Promise<z.infer<S>> {
  const raw = await readJson(request, options.asText);
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.') || '(body)',
    message: issue.message,
  }));
  const message = options.message ?? errors[0]?.message ?? 'The request is not valid.';
  throw new Failure(options.status ?? 400, message, { errors, asText: options.asText });
}
