/**
 * Contracts: requests and their lists, one contract, milestones, tasks and comments, and the
 * agreement and its verification. The agreement's messages are thrown in mocks/domain/agreements
 * and mocks/handlers/agreements, which keep their own copies; these are the same words, so that
 * an Arabic reader gets them in Arabic (the sweep test, mocks/test/arabic-answers.test.ts, holds
 * the two in step).
 */
export const contracts = {
  notFound: 'Not Found',
  partiesOnly: 'Only the two parties of this contract can open it.',
  listFor: {
    foreign: 'These contracts are for foreign business accounts.',
    local: 'These contracts are for local partner accounts.',
    investor: 'These contracts are for investor accounts.',
  },
  ownListOnly: 'You can only list your own contracts.',
  userType: 'userType must be your own category.',
  requestType: 'requestType must be the kind of your counterpart (another category than yours).',
  contractNotFound: 'Contract not found',
  senderOnly: 'Only the sender of this request can cancel it.',
  recipientOnly: {
    approve: 'Only the recipient of this request can approve it.',
    reject: 'Only the recipient of this request can reject it.',
  },
  notPending: 'This request is no longer pending.',
  adminCannotRequest: 'Admins cannot send partnership requests.',
  profileFirst: 'Please complete your profile before sending requests.',
  wrongKind: 'You cannot send a request to this kind of profile.',
  alreadyOpen: 'A request between you and this party is already open.',
  adminsOnly: 'Only admins can list every contract.',
  approved: 'Request approved',
  cancelled: 'Request cancelled',
  rejected: 'Request rejected',
  found: 'Contract found',
  connectionSent: 'Connection request sent successfully',
  partnershipSent: 'Partnership request sent successfully',
  noDocument: 'No contract document yet',

  /** Milestones, tasks and comments (mocks/domain/milestone-rules.ts). */
  milestones: {
    milestoneEditors: 'Only local partners, investors and admins can add milestones.',
    taskEditors: 'Only local partners, investors and admins can add tasks.',
    taskStatusEditors: 'Only local partners, investors and admins can update tasks.',
    commenters: 'Only foreign businesses, investors and admins can comment.',
    notApproved: 'Milestones can only be added to an approved contract.',
    milestoneNotFound: 'Milestone not found',
    taskNotFound: 'Task not found',
    milestoneAdded: 'milestone added successfully!',
    taskAdded: 'task added successfully!',
    commentAdded: 'comment added successfully!',
    taskUpdated: 'Task updated',
  },

  /** The agreement (mocks/domain/agreements/actions.ts, views.ts; mocks/handlers/agreements). */
  agreement: {
    notApproved: 'The agreement exists once the request is approved.',
    adminCannotSign: 'An admin cannot sign, decline or regenerate for a party.',
    partiesOnly: 'Only the two parties of this contract can sign it.',
    replaced: 'This version has been replaced by version {version}. Review the new version before you sign.',
    alreadySigned: 'Your side has already signed version {version}.',
    declined: 'Version {version} was declined. Regenerate a draft to agree new terms.',
    signedByBoth: 'Both parties have signed this agreement; it can no longer change.',
    signedSoNoRegenerate: 'Version {version} has a signature: it can only be replaced after it is declined.',
    youSignedSoNoDecline: 'You have signed version {version}; it can no longer be declined by your side.',
    noSuchVersion: 'This agreement has no version {version}.',
    digestMalformed: 'A digest is 64 hexadecimal characters (SHA-256).',
    digestUnknown: 'No agreement issued by Corridor has this digest. The file may have been changed after it was downloaded.',
    /** The `language` of the document calls (mocks/domain/agreements/renderings.ts, which words its own Arabic too). */
    documentLanguage: 'language must be "en", "ar" or "bilingual".',
  },
} as const;
