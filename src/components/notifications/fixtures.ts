import type { components } from '@/api/schema';

type Notification = components['schemas']['Notification'];

/** Notifications as the server answers them, for stories and tests of the bell and the list. */
export function sampleNotifications(now = Date.now()): Notification[] {
  const at = (minutes: number) => new Date(now - minutes * 60_000).toISOString();
  return [
    {
      id: 'ntf_s1',
      kind: 'request-received',
      event: 'request-received',
      text: 'Nordvik Payments AB sent you a partnership request.',
      values: { company: 'Nordvik Payments AB' },
      counterpart: { name: 'Nordvik Payments AB', profileId: 'fb_0001', kind: 'foreign' },
      link: '/partner/AllContracts',
      createdAt: at(5),
      read: false,
      readAt: null,
    },
    {
      id: 'ntf_s2',
      kind: 'agreement',
      event: 'agreement-signed',
      text: 'Saqr Bay Family Office signed the agreement of your contract. It is waiting for your signature.',
      values: { company: 'Saqr Bay Family Office' },
      counterpart: { name: 'Saqr Bay Family Office', profileId: 'inv_0001', kind: 'investor' },
      link: '/contract/ctr_0001',
      createdAt: at(180),
      read: false,
      readAt: null,
    },
    {
      id: 'ntf_s3',
      kind: 'task-due',
      event: 'task-due',
      text: '“Open the corporate bank account” is due in 2 days on your contract with Nordvik Payments AB.',
      values: { task: 'Open the corporate bank account', days: 2 },
      counterpart: { name: 'Nordvik Payments AB', profileId: 'fb_0001', kind: 'foreign' },
      link: '/contract/ctr_0002',
      createdAt: at(60 * 30),
      read: true,
      readAt: at(60 * 20),
    },
  ];
}

/** A page answer of these notifications. */
export const pageOf = (items: Notification[], nextCursor: string | null = null) => ({
  items,
  nextCursor,
  unread: items.filter((item) => !item.read).length,
});
