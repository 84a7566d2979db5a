import type { components } from '../../../src/api/schema';

/** One event of the live stream (GET /events), as the contract describes it. */
export type LiveEvent = components['schemas']['LiveEvent'];
export type LiveSend = (event: LiveEvent) => void;

/*
 * Who listens: each open stream of a user is one subscriber. Nothing here knows where events come
 * from (changes.ts turns data changes into them) or how they travel (the handler writes them out).
 */

const subscribers = new Map<string, Set<LiveSend>>();

/** Adds a listener for one user's events; returns the function that removes it. */
export function addSubscriber(userId: string, send: LiveSend): () => void {
  const mine = subscribers.get(userId) ?? new Set<LiveSend>();
  mine.add(send);
  subscribers.set(userId, mine);
  return () => {
    mine.delete(send);
    if (mine.size === 0 && subscribers.get(userId) === mine) subscribers.delete(userId);
  };
}

/** Sends an event to every open stream of these users; one failing listener never stops the others. */
export function publish(userIds: Iterable<string>, event: LiveEvent): void {
  for (const userId of new Set(userIds)) {
    for (const send of [...(subscribers.get(userId) ?? [])]) {
      try {
        send(event);
      } catch (error) {
        console.error('Corridor mock: a live event could not be sent', error);
      }
    }
  }
}

/** Whether this user has an open stream. */
export const isListening = (userId: string): boolean => subscribers.has(userId);

/** Open streams: of one user, or of everyone. */
export function subscriberCount(userId?: string): number {
  if (userId !== undefined) return subscribers.get(userId)?.size ?? 0;
  let count = 0;
  for (const mine of subscribers.values()) count += mine.size;
  return count;
}
