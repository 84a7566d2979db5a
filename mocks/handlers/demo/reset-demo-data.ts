import { resetDb } from '../../db';
import { requireCaller, requireCategory } from '../../http/auth';
import { guard } from '../../http/guard';
import { demoShortcuts } from '../../http/mode';
import { http } from '../../http/openapi-http';
import { resetThrottle } from '../../domain/throttle';

export const resetMessages = {
  done: 'The demo data was reset to the seed. Every session has ended: sign in again.',
  adminOnly: 'Only an admin can reset the demo data on this server.',
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
    return response(200).json({ message: resetMessages.done });
  }),
);
