import { account } from './account';
import { admin } from './admin';
import { contracts } from './contracts';
import { conversations } from './conversations';
import { devtools } from './devtools';
import { emails } from './emails';
import { http } from './http';
import { notices } from './notices';
import { notifications } from './notifications';
import { profiles } from './profiles';
import { validation } from './validation';

/**
 * The mock server's English catalogue (decision 029 for the app; the same idea here): every
 * sentence the mock words for a person. The code throws and answers these strings; the place
 * that writes an answer (mocks/http/wording.ts) finds an English message again by its text and
 * writes its Arabic twin when the request asks for Arabic.
 */

/** Every message an answer's `message` or `errors[].message` (or a thread's meeting step) can carry. */
export const messages = { http, validation, account, profiles, contracts, conversations, notifications, admin } as const;

/** What the mock writes from stored facts at read or send time (notifications and e-mails), and its Demo tools bar. */
export const writings = { notices, emails, devtools } as const;

export const english = { ...messages, ...writings } as const;

export type English = typeof english;

/** Another language's catalogue: English's keys, any text (English's literals widened to string). */
export type Catalogue<T> = { readonly [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };

export { account, admin, contracts, conversations, devtools, emails, http, notices, notifications, profiles, validation };
