import { declineAgreement } from './decline-agreement';
import { getAgreement } from './get-agreement';
import { getAgreementAudit } from './get-agreement-audit';
import { getAgreementVersion } from './get-agreement-version';
import { regenerateAgreement } from './regenerate-agreement';
import { signAgreement } from './sign-agreement';
import { verifyAgreement } from './verify-agreement';

export const agreementHandlers = [
  getAgreement,
  getAgreementVersion,
  signAgreement,
  declineAgreement,
  regenerateAgreement,
  getAgreementAudit,
  verifyAgreement,
];
