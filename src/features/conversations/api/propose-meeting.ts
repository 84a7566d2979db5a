import { api, unwrap } from '@/api/client';
import type { components } from '@/api/schema';
import { useMeetingMutation } from '../lib/meeting-cache';

export type ProposeMeetingBody = components['schemas']['ProposeMeetingBody'];

/** POST /conversations/{contractId}/meetings (extension): proposes 1–3 slots; replaces the conversation's open proposal. */
export const proposeMeeting = (contractId: string, body: ProposeMeetingBody) =>
  unwrap(api.POST('/conversations/{contractId}/meetings', { params: { path: { contractId } }, body }), 201);

export const useProposeMeeting = (contractId: string) => useMeetingMutation(contractId, (body: ProposeMeetingBody) => proposeMeeting(contractId, body));
