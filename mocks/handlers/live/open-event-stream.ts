import { liveStream } from '../../domain/live';
import { upkeep } from '../../domain/notifications';
import { requireCaller } from '../../http/auth';
import { guard } from '../../http/guard';
import { http } from '../../http/openapi-http';
import { requestLanguage } from '../../i18n/language';

/**
 * The caller's live events as Server-Sent Events: a plain streamed answer (msw's `sse()` wants a
 * global EventSource, which Node lacks, and EventSource cannot send the bearer token). The stream
 * ends once the session does; each keep-alive does what the bell's poll used to do for the user
 * (a task due soon, yesterday's digest).
 */
export const openEventStream = http.get(
  '/events',
  guard(({ request, response }) => {
    const { user } = requireCaller(request);
    /** The session's user now, or null once it has ended (logout, expiry, a reset). */
    const current = () => {
      try {
        return requireCaller(request).user;
      } catch {
        return null;
      }
    };
    const body = liveStream({
      userId: user.id,
      signal: request.signal,
      language: requestLanguage(request),
      signedIn: () => current()?.id === user.id,
      onKeepAlive: () => {
        const now = current();
        if (now) void upkeep(now, { taskDue: true });
      },
    });
    return response.untyped(
      new Response(body, {
        status: 200,
        headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' },
      }),
    );
  }),
);
