import { z } from 'zod';
import type { NotificationKind } from '../db/records';
import { NOTIFICATION_KINDS } from '../domain/notifications/catalogue';

/**
 * The body of PUT /notifications/preferences: the digest switch and, for each kind, in-app and
 * e-mail on or off. That every kind is listed exactly once is checked after (domain/notifications/preferences.ts).
 */

export const notificationMessages = {
  body: 'Send the preferences as an object with digest and kinds.',
  digest: 'digest must be true or false.',
  kinds: `kinds must list each of the ${NOTIFICATION_KINDS.length} notification kinds once, with inApp and email.`,
  entry: 'Each entry of kinds needs a kind, inApp and email.',
  kind: `Unknown notification kind. The kinds are: ${NOTIFICATION_KINDS.join(', ')}.`,
  inApp: 'inApp must be true or false for every kind.',
  email: 'email must be true or false for every kind.',
  filter: 'filter must be "all" or "unread".',
  limit: 'limit must be a whole number from 1 to 50.',
  cursor: 'This page link is out of date. Load the notifications again.',
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
