import { useMutationState, type Mutation } from '@tanstack/react-query';
import { sendMessageKey, type SendMessageInput } from '../api/send-message';

/** A message written here that the server has not answered yet, or refused. */
export interface PendingMessage extends SendMessageInput {
  /** When it was sent (the mutation's start), for its place and time. */
  submittedAt: number;
  status: 'sending' | 'failed';
  /** Why it failed: the server's sentence, or that it could not be reached. */
  error: unknown;
  /** The failed attempt, so Retry can put it away before trying again. */
  mutation: Mutation<unknown, Error, SendMessageInput, unknown>;
}

/** This conversation's sends in flight or failed, oldest first (sent ones leave the list). */
export function usePendingMessages(contractId: string): PendingMessage[] {
  return useMutationState({
    filters: { mutationKey: sendMessageKey(contractId), predicate: (mutation) => mutation.state.status === 'pending' || mutation.state.status === 'error' },
    select: (mutation) => {
      const variables = mutation.state.variables as SendMessageInput;
      return {
        ...variables,
        submittedAt: mutation.state.submittedAt,
        status: mutation.state.status === 'error' ? 'failed' : 'sending',
        error: mutation.state.error,
        mutation: mutation as unknown as PendingMessage['mutation'],
      } satisfies PendingMessage;
    },
  });
}
