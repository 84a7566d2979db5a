import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '@/lib/session';
import { applyLiveEvent } from './apply-event';
import { LiveChannel } from './channel';
import { openEventStream } from './open-event-stream';
import { setLiveStatus } from './status';

/**
 * Keeps the signed-in user's cached data current from the live channel: one stream per session,
 * opened at sign-in, closed at sign-out, reopened for another account. Renders nothing.
 */
export function LiveUpdates() {
  const client = useQueryClient();
  const token = useSession()?.token ?? null;
  useEffect(() => {
    if (!token) return undefined;
    const channel = new LiveChannel({
      open: openEventStream,
      onEvent: (event, connectedAt) => applyLiveEvent(client, event, connectedAt),
      onStatus: setLiveStatus,
    });
    channel.start();
    return () => channel.stop();
  }, [token, client]);
  return null;
}
