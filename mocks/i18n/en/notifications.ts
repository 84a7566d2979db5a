/** The notification calls' refusals: the preferences' body, the list's query, one notification. */
export const notifications = {
  body: 'Send the preferences as an object with digest and kinds.',
  digest: 'digest must be true or false.',
  kinds: 'kinds must list each of the {count} notification kinds once, with inApp and email.',
  entry: 'Each entry of kinds needs a kind, inApp and email.',
  kind: 'Unknown notification kind. The kinds are: {kinds}.',
  inApp: 'inApp must be true or false for every kind.',
  email: 'email must be true or false for every kind.',
  filter: 'filter must be "all" or "unread".',
  limit: 'limit must be a whole number from 1 to 50.',
  cursor: 'This page link is out of date. Load the notifications again.',
  notFound: 'Notification not found.',
  notYours: 'This notification belongs to another account.',
  duplicate: 'The kind "{kind}" is listed more than once. List every kind exactly once.',
  missing: 'Every kind must be listed once. Missing: {kinds}.',
  listedTwice: 'listed more than once',
  kindMissing: 'a kind is missing',
} as const;
