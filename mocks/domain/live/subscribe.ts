import { watchDataChanges } from './changes';
import { addSubscriber, type LiveSend } from './hub';

/**
 * Listens to one user's live events: the messages, read marks and meetings of their conversations
 * and their notification count. Returns the function that stops listening.
 */
export function subscribe(userId: string, send: LiveSend): () => void {
  watchDataChanges();
  return addSubscriber(userId, send);
}
