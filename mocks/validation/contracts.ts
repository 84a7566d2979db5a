import { z } from 'zod';
import { PARTY_KINDS } from '../db/records';
import { fillPlain } from '../http/wording';
import { validation as words } from '../i18n/en';
import { id } from './common';

/**
 * Bodies of the applications and contracts calls. Every id is a bounded, trimmed string; unknown
 * keys are dropped (the client also sends `user` with applications: the applicant is always the
 * token's user, so it is read as nothing).
 */

const partyKind = (label: string) =>
  z.enum(PARTY_KINDS, { error: fillPlain(words.partyKind, { label }) });

export const applyToForeignBody = z.object({ businessId: id('businessId') });
export const applyToPartnerBody = z.object({ partnerId: id('partnerId') });
export const applyToInvestorBody = z.object({ investorId: id('investorId') });

/** The contract lists: `id` is the caller's user id, `userType` their category, `requestType` the counterpart kind. */
export const contractListBody = z.object({
  id: id('id'),
  userType: partyKind('userType'),
  requestType: partyKind('requestType'),
});

/** /cancelReq, /ApproveRequest, /RejectRequest: `ID` is the contract id (never a click event). */
export const contractIdBody = z.object({ ID: id('ID (the contract id)') });

export const singleContractBody = z.object({ contractId: id('contractId') });

/** The path parameter of /contract-document/{contractId}. */
export const contractIdParam = id('contractId');
