import type { components } from '../../../src/api/schema';
import { db } from '../../db';
import type { NotificationKind, NotificationPreferencesRecord } from '../../db/records';
import { badRequest } from '../../http/failure';
import { fillPlain } from '../../http/wording';
import { notifications as words } from '../../i18n/en';
import { NOTIFICATION_KINDS } from './catalogue';

type Preferences = components['schemas']['NotificationPreferences'];
type KindPreference = Preferences['kinds'][number];

/** Until a user saves theirs: every kind in the bell; e-mail for what needs an answer or a date (messages: the bell only). */
const EMAIL_BY_DEFAULT: ReadonlySet<NotificationKind> = new Set(['request-received', 'request-answered', 'agreement', 'task-due', 'verification', 'meeting']);

export const DEFAULT_PREFERENCES: Preferences = {
  digest: false,
  kinds: NOTIFICATION_KINDS.map((kind) => ({ kind, inApp: true, email: EMAIL_BY_DEFAULT.has(kind) })),
};

export const preferenceMessages = {
  duplicate: words.duplicate,
  missing: words.missing,
} as const;

/** A user's preferences: the saved ones (in the contract's order, any kind they lack at its default), else the defaults. */
export function preferencesOf(userId: string): Preferences {
  const saved = db.notificationPreferences.findFirst((q) => q.where({ userId }));
  if (!saved) return structuredClone(DEFAULT_PREFERENCES);
  const byKind = new Map(saved.kinds.map((entry) => [entry.kind, entry]));
  return {
    digest: saved.digest === true,
    kinds: DEFAULT_PREFERENCES.kinds.map((fallback) => {
      const entry = byKind.get(fallback.kind) ?? fallback;
      return { kind: fallback.kind, inApp: entry.inApp === true, email: entry.email === true };
    }),
  };
}

/** How one kind reaches a user. */
export function channelsOf(preferences: Preferences, kind: NotificationKind): KindPreference {
  return preferences.kinds.find((entry) => entry.kind === kind) ?? { kind, inApp: true, email: false };
}

/** 400 unless every kind is listed exactly once (the schema checks each entry; this checks the set). */
export function checkEveryKindOnce(kinds: ReadonlyArray<Pick<KindPreference, 'kind'>>): void {
  const seen = new Set<NotificationKind>();
  for (const { kind } of kinds) {
    if (seen.has(kind)) throw badRequest(fillPlain(preferenceMessages.duplicate, { kind }), [{ path: 'kinds', message: words.listedTwice }]);
    seen.add(kind);
  }
  const missing = NOTIFICATION_KINDS.filter((kind) => !seen.has(kind));
  if (missing.length > 0) throw badRequest(fillPlain(preferenceMessages.missing, { kinds: missing.join(', ') }), [{ path: 'kinds', message: words.kindMissing }]);
}

/** Replaces a user's preferences (already checked), and answers them as saved. */
export async function savePreferences(userId: string, input: Preferences): Promise<Preferences> {
  checkEveryKindOnce(input.kinds);
  const record: NotificationPreferencesRecord = {
    userId,
    digest: input.digest,
    kinds: NOTIFICATION_KINDS.map((kind) => {
      const entry = input.kinds.find((each) => each.kind === kind)!;
      return { kind, inApp: entry.inApp, email: entry.email };
    }),
    updatedAt: new Date().toISOString(),
  };
  const saved = db.notificationPreferences.findFirst((q) => q.where({ userId }));
  if (saved) {
    await db.notificationPreferences.update((q) => q.where({ userId }), {
      data(stored) {
        stored.digest = record.digest;
        stored.kinds = record.kinds;
        stored.updatedAt = record.updatedAt;
      },
    });
  } else {
    await db.notificationPreferences.create(record);
  }
  return preferencesOf(userId);
}
