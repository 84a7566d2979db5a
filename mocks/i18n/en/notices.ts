/**
 * What the notifications say (mocks/domain/notifications/catalogue.ts): each event's sentence in
 * the bell, its e-mail's subject and call to action, the kinds' names, and the e-mails' frame.
 * Records keep the event and its values; these are written from them whenever a notification is
 * read or mailed, in the reader's language. Values: `{company}` the other company, `{person}` who
 * acted, `{title}` and `{excerpt}` what they wrote, `{dueDate}` a day ("on 1 Dec 2026"), `{start}`
 * an instant ("Tue 2 Dec 2031, 09:00 UTC"), `{version}` and `{count}` numbers, `{slots}` how many
 * times to choose from ("2 times").
 */
export const notices = {
  kinds: {
    'request-received': 'Requests you receive',
    'request-answered': 'Answers to your requests',
    'request-cancelled': 'Requests withdrawn',
    agreement: 'Agreements',
    'milestone-added': 'New milestones',
    'task-added': 'New tasks',
    'comment-added': 'New comments',
    'task-due': 'Tasks due soon',
    verification: 'Verification',
    message: 'Messages',
    meeting: 'Meetings',
  },
  events: {
    'request-received': {
      text: '{company} sent you a partnership request.',
      subject: 'New partnership request from {company}',
      action: 'Approve or reject it on your contracts page',
    },
    'request-approved': {
      text: '{company} approved your partnership request. The agreement is ready to sign.',
      subject: '{company} approved your partnership request',
      action: 'Review and sign the agreement',
    },
    'request-rejected': {
      text: '{company} declined your partnership request.',
      subject: '{company} declined your partnership request',
      action: 'See it under Closed requests',
    },
    'request-cancelled': {
      text: '{company} withdrew its partnership request.',
      subject: '{company} withdrew its partnership request',
      action: 'See your contracts',
    },
    'agreement-ready': {
      text: 'Version {version} of your agreement with {company} is ready to sign.',
      subject: 'A new version of your agreement with {company} is ready to sign',
      action: 'Review and sign it',
    },
    'agreement-signed': {
      text: '{company} signed version {version} of your agreement. It is waiting for your signature.',
      subject: '{company} signed your agreement',
      action: 'Review and sign it',
    },
    'agreement-fully-signed': {
      text: 'Your agreement with {company} is now signed by both parties.',
      subject: 'Your agreement with {company} is signed by both parties',
      action: 'Download the signed agreement',
    },
    'milestone-added': {
      text: '{person} added the milestone “{title}” to your contract with {company}.',
      subject: 'New milestone on your contract with {company}: {title}',
      action: 'See the milestones',
    },
    'task-added': {
      text: '{person} added the task “{title}”, due {dueDate}, to your contract with {company}.',
      subject: 'New task on your contract with {company}: {title}',
      action: 'See the task',
    },
    'comment-added': {
      text: '{person} commented on your contract with {company}: “{excerpt}”',
      subject: '{person} commented on your contract with {company}',
      action: 'Read and answer it',
    },
    'task-due': {
      text: 'The task “{title}” of your contract with {company} is due {dueDate}.',
      subject: 'Task due {dueDate}: {title}',
      action: 'See the task',
    },
    'profile-verified': {
      text: 'Your profile {company} is verified: it now appears in match lists.',
      subject: 'Your Corridor profile is verified',
      action: 'See your profile',
    },
    'profile-rejected': {
      text: 'Your profile {company} was not verified, so it does not appear in match lists. Contact Corridor to learn why.',
      subject: 'Your Corridor profile was not verified',
      action: 'See your profile',
    },
    'verification-requested': {
      text: '{company} submitted its local partner profile and is waiting for verification.',
      subject: 'A local partner is waiting for verification: {company}',
      action: 'Accept or reject it in the Admin panel',
    },
    'message-received': {
      text: '{company} sent you a message: “{excerpt}”',
      subject: 'New message from {company}',
      action: 'Read and answer it',
    },
    'messages-received': {
      text: '{company} sent you {count} new messages.',
      subject: '{count} new messages from {company}',
      action: 'Read and answer them',
    },
    'meeting-proposed': {
      text: '{company} proposed an intro meeting with {slots} to choose from.',
      subject: '{company} proposed an intro meeting',
      action: 'Accept a time or decline',
    },
    'meeting-accepted': {
      text: '{company} accepted your intro meeting: {start}.',
      subject: '{company} accepted your intro meeting',
      action: 'Add it to your calendar',
    },
    'meeting-declined': {
      text: '{company} declined your intro meeting: “{excerpt}”',
      subject: '{company} declined your intro meeting',
      action: 'Propose other times',
    },
    'meeting-cancelled': {
      text: '{company} cancelled your intro meeting of {start}.',
      subject: '{company} cancelled your intro meeting',
      action: 'See the conversation',
    },
    'meeting-withdrawn': {
      text: '{company} withdrew its proposed intro meeting.',
      subject: '{company} withdrew its proposed intro meeting',
      action: 'See the conversation',
    },
  },
  /** How some values read inside a sentence. */
  values: {
    /** A company whose profile was deleted since. */
    formerParty: 'a former party',
    onDay: 'on {day}',
    oneTime: 'one time',
    times: '{count} times',
  },
  /** One notification's e-mail. */
  email: {
    greeting: 'Hello {name},',
    openCorridor: 'Open Corridor',
    actionLine: '{action}: {link}',
    signature: '— Corridor',
    why: 'You receive this e-mail because e-mail is on for "{kind}" in your notification settings.',
  },
  /** The daily digest: one update, or `{count}` of them. */
  digest: {
    subjectOne: 'Your Corridor digest: 1 update',
    subject: 'Your Corridor digest: {count} updates',
    introOne: 'Here is what happened on Corridor since your last digest (1 update):',
    intro: 'Here is what happened on Corridor since your last digest ({count} updates):',
    line: '- {time} UTC: {sentence}',
    why: 'You receive one digest a day instead of single e-mails because you chose it in your notification settings.',
  },
} as const;
