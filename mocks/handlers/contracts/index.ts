import { approveRequest } from './approve-request';
import { cancelRequest } from './cancel-request';
import { getContractDocument } from './get-contract-document';
import { getSingleContract } from './get-single-contract';
import { listAllContracts } from './list-all-contracts';
import { listBusinessApprovedContracts } from './list-business-approved-contracts';
import { listBusinessPendingRequests } from './list-business-pending-requests';
import { listBusinessSentRequests } from './list-business-sent-requests';
import { listBusinessClosedRequests } from './list-business-closed-requests';
import { listInvestorClosedRequests } from './list-investor-closed-requests';
import { listPartnerClosedRequests } from './list-partner-closed-requests';
import { listInvestorApprovedContracts } from './list-investor-approved-contracts';
import { listInvestorPendingRequests } from './list-investor-pending-requests';
import { listInvestorSentRequests } from './list-investor-sent-requests';
import { listPartnerApprovedContracts } from './list-partner-approved-contracts';
import { listPartnerPendingRequests } from './list-partner-pending-requests';
import { listPartnerSentRequests } from './list-partner-sent-requests';
import { rejectRequest } from './reject-request';

export const contractHandlers = [
  listPartnerApprovedContracts,
  listPartnerPendingRequests,
  listPartnerSentRequests,
  listInvestorApprovedContracts,
  listInvestorPendingRequests,
  listInvestorSentRequests,
  listBusinessApprovedContracts,
  listBusinessPendingRequests,
  listBusinessSentRequests,
  listPartnerClosedRequests,
  listInvestorClosedRequests,
  listBusinessClosedRequests,
  cancelRequest,
  approveRequest,
  rejectRequest,
  getSingleContract,
  listAllContracts,
  getContractDocument,
];
