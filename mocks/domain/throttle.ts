/**
 * Throttles (decision 014): failed sign-ins per account and per client address, and code requests
 * per client address, counted in a sliding window. Over the limit, the call answers 429 with
 * Retry-After and a sentence the login page shows. A successful sign-in clears its account's count.
 * The client address is known only over HTTP (the server sets it from the socket); in the browser
 * mock only the per-account limit applies.
 */
import { Failure } from '../http/failure';
import { fillPlain } from '../http/wording';
import { account as words } from '../i18n/en';

/** Set by the HTTP server from the socket; any value a caller sends is replaced. */
export const CLIENT_ADDRESS_HEADER = 'x-corridor-client-address';

export interface ThrottleSettings {
  /** Failed sign-ins allowed per account, and per address, within the window. */
  maxFailedLogins: number;
  /** Code e-mails (sign-up and reset) one address may ask for within the window. */
  maxCodeRequests: number;
  windowMs: number;
}

export const defaultThrottleSettings: ThrottleSettings = { maxFailedLogins: 5, maxCodeRequests: 10, windowMs: 15 * 60_000 };

let settings: ThrottleSettings = { ...defaultThrottleSettings };
const events = new Map<string, number[]>();

export function configureThrottle(next: Partial<ThrottleSettings>): void {
  settings = { ...settings, ...next };
}

/** Forgets every count and restores the default limits (tests, and a restart). */
export function resetThrottle(next: Partial<ThrottleSettings> = {}): void {
  events.clear();
  settings = { ...defaultThrottleSettings, ...next };
}

function recent(key: string, now: number): number[] {
  const kept = (events.get(key) ?? []).filter((at) => now - at < settings.windowMs);
  if (kept.length) events.set(key, kept);
  else events.delete(key);
  return kept;
}

function refuse(key: string, limit: number, now: number, message: (minutes: number) => string): void {
  const times = recent(key, now);
  if (times.length < limit) return;
  const retryAfter = Math.max(1, Math.ceil((times[0]! + settings.windowMs - now) / 1000));
  throw new Failure(429, message(Math.ceil(retryAfter / 60)), { headers: { 'Retry-After': String(retryAfter) } });
}

export const throttleMessages = {
  login: (wait: number) => (wait === 1 ? words.loginThrottledOne : fillPlain(words.loginThrottled, { minutes: wait })),
  codes: (wait: number) => (wait === 1 ? words.codesThrottledOne : fillPlain(words.codesThrottled, { minutes: wait })),
};

const accountKey = (email: string) => `login:account:${email.trim().toLowerCase()}`;
const addressKey = (address: string) => `login:address:${address}`;

export const clientAddress = (request: Request): string | null => request.headers.get(CLIENT_ADDRESS_HEADER);

/** Refuses a sign-in (429) while the account or the address is over its limit of failures. */
export function checkLogin(email: string, address: string | null, now = Date.now()): void {
  refuse(accountKey(email), settings.maxFailedLogins, now, throttleMessages.login);
  if (address) refuse(addressKey(address), settings.maxFailedLogins, now, throttleMessages.login);
}

export function recordFailedLogin(email: string, address: string | null, now = Date.now()): void {
  for (const key of [accountKey(email), ...(address ? [addressKey(address)] : [])]) events.set(key, [...recent(key, now), now]);
}

export function recordSuccessfulLogin(email: string): void {
  events.delete(accountKey(email));
}

/** Counts a code request from `address` and refuses it (429) over the limit. */
export function checkCodeRequest(address: string | null, now = Date.now()): void {
  if (!address) return;
  const key = `codes:address:${address}`;
  refuse(key, settings.maxCodeRequests, now, throttleMessages.codes);
  events.set(key, [...recent(key, now), now]);
}
