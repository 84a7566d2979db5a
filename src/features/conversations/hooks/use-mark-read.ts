import { useEffect, useRef } from 'react';
import type { Conversation } from '../api/get-conversation';
import { useMarkConversationRead } from '../api/mark-conversation-read';
import { unreadUpTo } from '../components/thread-model';
import { useDocumentVisible } from './use-document-visible';

/**
 * While the thread is on screen (the tab visible) and its newest message is the other side's and
 * beyond the reader's read mark, marks it read — once per message, again after a failure.
 */
export function useMarkReadWhenSeen(contractId: string, conversation: Conversation | undefined): void {
  const visible = useDocumentVisible();
  const { mutate } = useMarkConversationRead(contractId);
  const asked = useRef<string | null>(null);
  const upTo = conversation ? unreadUpTo(conversation) : null;

  useEffect(() => {
    if (!visible || !upTo || asked.current === upTo) return;
    asked.current = upTo;
    mutate(upTo, {
      onError: () => {
        if (asked.current === upTo) asked.current = null;
      },
    });
  }, [visible, upTo, mutate]);
}
