import { z } from 'zod';
import type { NotificationKind } from '../db/records';
import { NOTIFICATION_KINDS } from '../domain/notifications/catalogue';
import { fillPlain } from '../http/wording';
import { notifications as words } from '../i18n/en';

/**
 * The body of PUT /notifications/preferences: the digest switch and, for each kind, in-app and
 * e-mail on or off. That every kind is listed exactly once is checked after (domain/notifications/preferences.ts).
 */

export const notificationMessages = {
  body: words.body,
  digest: words.digest,
  kinds: fillPlain(words.kinds, { count: NOTIFICATION_KINDS.length }),
  entry: words.entry,
  kind: fillPlain(words.kind, { kinds: NOTIFICATION_KINDS.join(', ') }),
  inApp: words.inApp,
  email: words.email,
  filter: words.filter,
  limit: words.limit,
  cursor: words.cursor,
} as const;

const kindEntry = z.object(
  {
    kind: z.enum(NOTIFICATION_KINDS as [NotificationKind, ...NotificationKind[]], { error: notificationMessages.kind }),
    inApp: z.boolean({ error: notificationMessages.inApp }),
    email: z.boolean({ error: notificationMessages.email }),
  },
  { error: notificationMessages.entry },
);

export const preferencesBody = z.object(
  {
    digest: z.boolean({ error: notificationMessages.digest }),
    // How many, and which: checkEveryKindOnce names the kind listed twice or the ones missing.
    kinds: z.array(kindEntry, { error: notificationMessages.kinds }),
  },
  { error: notificationMessages.body },
);

/** The page size of GET /notifications: 20 unless asked, 1 to 50. */
export const PAGE = { default: 20, min: 1, max: 50 } as const;
