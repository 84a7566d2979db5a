import { useMutationState, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { queryKeys } from '@/api/query-keys';
import type { BusinessListItem } from './get-businesses';

/** What an admin can do to a row of the panel (specification §4). */
export type BusinessAction = 'accept' | 'reject' | 'delete';

export interface BusinessActionVariables {
  row: BusinessListItem;
}

/** Told once per action, whichever row started it and however many run at once. */
export interface BusinessActionCallbacks {
  onSuccess?: (action: BusinessAction, row: BusinessListItem) => void;
  onError?: (action: BusinessAction, row: BusinessListItem, error: unknown) => void;
}

/** Mutation keys live under the list's query key, so the panel can ask which rows are busy. */
export const businessActionKey = (action: BusinessAction) => [...queryKeys.adminBusinesses, action] as const;

/**
 * The row as the list shows it after the action succeeded: accept → Active, reject → Rejected,
 * delete → gone. Applied at once, so the row never offers a finished action again while the list
 * is being fetched anew.
 */
export function applyBusinessAction(
  rows: readonly BusinessListItem[],
  action: BusinessAction,
  id: string,
): BusinessListItem[] {
  if (action === 'delete') return rows.filter((row) => row._id !== id);
  const status = action === 'accept' ? 'Active' : 'Rejected';
  return rows.map((row) => (row._id === id ? { ...row, status } : row));
}

/**
 * After any action: the list and its counters, every match list (an accepted partner becomes
 * matchable, a rejected or deleted one leaves them), profile views, and the contract lists (a
 * deleted business's open requests are cancelled).
 */
export function refreshAfterBusinessAction(queryClient: QueryClient): void {
  for (const queryKey of [
    queryKeys.adminBusinesses,
    queryKeys.matchesAll,
    queryKeys.profileViewAll,
    queryKeys.adminContracts,
    queryKeys.contracts,
  ]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}

/** The success, error and settle handlers shared by the three action mutations. */
export function settleBusinessAction(queryClient: QueryClient, action: BusinessAction, callbacks: BusinessActionCallbacks) {
  return {
    onSuccess: (_data: unknown, { row }: BusinessActionVariables) => {
      queryClient.setQueryData<BusinessListItem[]>(queryKeys.adminBusinesses, (rows) =>
        rows ? applyBusinessAction(rows, action, row._id) : rows,
      );
      callbacks.onSuccess?.(action, row);
    },
    onError: (error: unknown, { row }: BusinessActionVariables) => {
      callbacks.onError?.(action, row, error);
    },
    // Not awaited: the row is updated already; the spinner should not wait for a 5,000-row refetch.
    onSettled: () => {
      refreshAfterBusinessAction(queryClient);
    },
  };
}

/** The rows whose action is running right now, with that action (for the spinner and disabled buttons). */
export function usePendingBusinessActions(): ReadonlyMap<string, BusinessAction> {
  const pending = useMutationState({
    filters: { mutationKey: queryKeys.adminBusinesses, status: 'pending' },
    select: (mutation) => {
      const variables = mutation.state.variables as BusinessActionVariables | undefined;
      const action = mutation.options.mutationKey?.[2] as BusinessAction | undefined;
      return variables && action ? `${action}:${variables.row._id}` : '';
    },
  });
  const signature = pending.join('\n');
  return useMemo(() => {
    const map = new Map<string, BusinessAction>();
    for (const entry of signature.split('\n')) {
      const split = entry.indexOf(':');
      if (split > 0) map.set(entry.slice(split + 1), entry.slice(0, split) as BusinessAction);
    }
    return map;
  }, [signature]);
}
