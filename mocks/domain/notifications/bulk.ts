import type { NotificationRecord } from '../../db/records';
import type { Notice } from './notices';
import { draftNotification } from './notify';

/** A mix of the catalogue's events, as a busy partner's bell collects them over two months. */
const SAMPLES: ReadonlyArray<Omit<Notice, 'userId'>> = [
  { event: 'request-received', values: { company: 'Nordvik Payments AB', contractId: 'ctr_0009' }, counterpart: { name: 'Nordvik Payments AB', profileId: 'fb_0001', kind: 'foreign' } },
  { event: 'comment-added', values: { person: 'Astrid Lindqvist', company: 'Nordvik Payments AB', excerpt: 'Documents are with the bank.', contractId: 'ctr_0001' }, counterpart: { name: 'Nordvik Payments AB', profileId: 'fb_0001', kind: 'foreign' } },
  { event: 'milestone-added', values: { person: 'Khalid Al Mazrouei', company: 'Saqr Bay Family Office', title: 'Mandate letter signed', contractId: 'ctr_0003' }, counterpart: { name: 'Saqr Bay Family Office', profileId: 'inv_0001', kind: 'investor' } },
  { event: 'agreement-signed', values: { company: 'Saqr Bay Family Office', contractId: 'ctr_0003', version: 2 }, counterpart: { name: 'Saqr Bay Family Office', profileId: 'inv_0001', kind: 'investor' } },
];

/**
 * `count` notifications of one local partner's user, one every ~86 minutes back from `nowMs`,
 * every fourth unread: the load of the benchmarks and of the `extraNotifications` seed setting.
 */
export function bulkNotifications(userId: string, count: number, nowMs: number, prefix: string): NotificationRecord[] {
  return Array.from({ length: count }, (_, i) => {
    const sample = SAMPLES[i % SAMPLES.length]!;
    const at = new Date(nowMs - (i + 1) * 86 * 60_000).toISOString();
    const record = draftNotification({ ...sample, userId }, { category: 'local' }, at, `${prefix}_${String(i).padStart(6, '0')}`);
    return i % 4 === 0 ? record : { ...record, readAt: at };
  });
}
