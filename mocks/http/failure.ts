import { HttpResponse } from 'msw';
import { http as httpWords } from '../i18n/en';
import { translate, translateBody, type ServerLanguage } from './wording';

/**
 * A deliberate error answer (401, 403, 400, 404, 409 …) thrown from deep inside a handler.
 * Only this class is turned into a response: any other exception is a bug and surfaces as such.
 * Its message is the catalogue's English (mocks/i18n/en); the answer is written in the request's
 * language when it leaves (guard → toResponse).
 */
export class Failure extends Error {
  readonly status: number;
  readonly body: unknown;
  readonly asText: boolean;
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    message: string,
    options: { errors?: { path: string; message: string }[]; asText?: boolean; body?: unknown; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'Failure';
    this.status = status;
    this.asText = options.asText ?? false;
    this.headers = options.headers ?? {};
    this.body = options.body ?? (options.errors ? { message, errors: options.errors } : { message });
  }

  /** The answer, in `language` (English: exactly as thrown). */
  toResponse(language: ServerLanguage = 'en'): Response {
    return this.asText
      ? HttpResponse.text(translate(this.message, language), { status: this.status, headers: this.headers })
      : HttpResponse.json(translateBody(this.body, language) as Record<string, unknown>, { status: this.status, headers: this.headers });
  }
}

export const messages = {
  authRequired: httpWords.authRequired,
  sessionExpired: httpWords.sessionExpired,
  forbidden: httpWords.forbidden,
  invalidJson: httpWords.invalidJson,
} as const;

export const unauthorized = (message: string = messages.authRequired) => new Failure(401, message);
export const forbidden = (message: string = messages.forbidden) => new Failure(403, message);
export const notFound = (message: string) => new Failure(404, message);
export const conflict = (message: string) => new Failure(409, message);
export const badRequest = (message: string, errors?: { path: string; message: string }[]) =>
  new Failure(400, message, { errors });
