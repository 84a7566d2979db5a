import { applyChangesFromElsewhere, onSaved, reloadFromStore } from './index';
import type { Change } from './stores/store';

/** The channel the browser mock's tabs tell each other what they saved on. */
export const TAB_CHANNEL = 'corridor.mock.db';

type Message = { type: 'changes'; changes: Change[] } | { type: 'all' };

/**
 * Keeps the open tabs' databases equal, as one shared server would: each tab saves only the
 * records it changed and announces them; the others apply exactly those records (a whole save —
 * the seed, a reset — makes them read everything again). Returns a function that stops it.
 */
export function syncTabs(name = TAB_CHANNEL): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(name);
  const stop = onSaved((changes) => channel.postMessage((changes === 'all' ? { type: 'all' } : { type: 'changes', changes }) satisfies Message));
  let applying: Promise<void> = Promise.resolve();
  channel.onmessage = (event: MessageEvent<Message>) => {
    const message = event.data;
    applying = applying
      .then(() => (message.type === 'all' ? reloadFromStore() : applyChangesFromElsewhere(message.changes)))
      .catch((error: unknown) => console.error('Corridor mock: a change from another tab could not be applied', error));
  };
  return () => {
    stop();
    channel.close();
  };
}
