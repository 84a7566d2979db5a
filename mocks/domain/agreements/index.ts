export { actorOf, agreementMessages, agreementOf, decline, freezeAgreement, recordView, regenerate, sign, CORRIDOR } from './actions';
export { normalDigest, sha256Hex } from './digest';
export { currentVersion, fullySigned, signaturesOn, stateOf, versionsOf, type AgreementState } from './records';
export { agreementView, auditView, verification, verifyMessages } from './views';
export { documentHeaders, documentLanguageOf, renderingOf, type Rendering } from './renderings';
