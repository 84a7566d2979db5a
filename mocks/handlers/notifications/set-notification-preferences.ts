import { preferencesOf, savePreferences, sendDigestNow, upkeep } from '../../domain/notifications';
import { requireCaller } from '../../http/auth';
import { parseBody } from '../../http/body';
import { guard } from '../../http/guard';
import { http } from '../../http/openapi-http';
import { preferencesBody } from '../../validation/notifications';

/**
 * Replaces the caller's preferences: every kind listed once (400 naming the kind listed twice or
 * the ones missing). Turning the digest off sends what it had collected at once.
 */
export const setNotificationPreferences = http.put(
  '/notifications/preferences',
  guard(async ({ request, response }) => {
    const { user } = requireCaller(request);
    const body = await parseBody(request, preferencesBody);
    const before = preferencesOf(user.id);
    const saved = await savePreferences(user.id, body);
    // A by-product like any e-mail: if it cannot go now, it stays waiting for the next call's upkeep.
    if (before.digest && !saved.digest) await sendDigestNow(user).catch(() => false);
    await upkeep(user, { taskDue: false });
    return response(200).json(saved);
  }),
);
