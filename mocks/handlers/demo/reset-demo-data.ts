import { resetDb } from '../../db';
import { requireCaller, requireCategory } from '../../http/auth';
import { guard } from '../../http/guard';
import { demoShortcuts } from '../../http/mode';
import { http } from '../../http/openapi-http';
import { messageFor } from '../../http/wording';
import { resetThrottle } from '../../domain/throttle';
import { admin } from '../../i18n/en';

export const resetMessages = {
  done: admin.resetDone,
  adminOnly: admin.resetAdminOnly,
} as const;

/**
 * Puts the seed back, in memory and in the store. A mock that trusts its callers (the browser, a
 * loopback server) lets anyone do it; one reachable by others asks for an admin (decision 014).
 */
export const resetDemoData = http.post(
  '/demo/reset',
  guard(async ({ request, response }) => {
    if (!demoShortcuts()) requireCategory(requireCaller(request), ['admin'], resetMessages.adminOnly);
    await resetDb();
    resetThrottle();
    return response(200).json({ message: messageFor(request, resetMessages.done) });
  }),
);
