import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { readDraft, writeDraft } from '@/lib/storage';

/** Storage id of a conversation's unsent text (under the app's `draft:` prefix, cleared on logout). */
export const messageDraftId = (contractId: string) => `message:${contractId}`;

/** The composer's text, kept per conversation in localStorage until it is sent. */
export function useMessageDraft(contractId: string): [string, Dispatch<SetStateAction<string>>] {
  const [text, setText] = useState(() => {
    const draft = readDraft<unknown>(messageDraftId(contractId));
    return typeof draft === 'string' ? draft : '';
  });
  useEffect(() => {
    writeDraft(messageDraftId(contractId), text ? text : null);
  }, [contractId, text]);
  return [text, setText];
}
