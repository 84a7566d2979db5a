import type { components } from '../../../src/api/schema';
import type { ContractRecord, InsightEventRecord, PartyKind } from '../../db/records';
import { corridorOf, lifecycleOf, requestsIn, share } from './facts';
import { DAY_MS, WEEK_MS, isoDay, mondayOf, rangeView, type Range } from './range';

type InsightsAcceptance = components['schemas']['InsightsAcceptance'];
type AcceptanceWeek = components['schemas']['AcceptanceWeek'];
type WaitingRequest = components['schemas']['WaitingRequest'];

/** The industry benchmark band of acceptance rates the chart draws. */
export const ACCEPTANCE_BAND = { low: 0.4, high: 0.6 } as const;
/** A request still pending after this many whole days is "waiting" (the contract's minimum is 8). */
export const WAITING_AFTER_DAYS = 7;

const HOUR_MS = 3_600_000;

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * Requests pending in the contracts collection for more than 7 whole days now, whatever the period,
 * oldest first. History requests are events only, so they are never listed here.
 */
export function waitingRequests(
  contracts: readonly ContractRecord[],
  nameOf: (kind: PartyKind, id: string) => string,
  nowMs: number,
): WaitingRequest[] {
  const rows: Array<WaitingRequest & { sentMs: number }> = [];
  for (const contract of contracts) {
    if (contract.status !== 'pending') continue;
    const sentMs = Date.parse(contract.createdAt);
    const daysWaiting = Math.floor((nowMs - sentMs) / DAY_MS);
    const corridor = corridorOf(contract.senderKind, contract.recipientKind);
    if (!(daysWaiting > WAITING_AFTER_DAYS) || !corridor) continue;
    rows.push({
      contractId: contract._id,
      corridor,
      senderName: nameOf(contract.senderKind, contract.senderProfileId),
      recipientName: nameOf(contract.recipientKind, contract.recipientProfileId),
      sentAt: new Date(sentMs).toISOString(),
      daysWaiting,
      sentMs,
    });
  }
  rows.sort((a, b) => a.sentMs - b.sentMs || (a.contractId < b.contractId ? -1 : a.contractId > b.contractId ? 1 : 0));
  return rows.map(({ sentMs: _sentMs, ...row }) => row);
}

/**
 * Of the requests sent during the period: approved over approved plus rejected (cancelled and
 * still pending ones are no answer), per Monday-start week and over the whole period, and the median
 * hours from sending to that answer.
 */
export function acceptance(
  events: readonly InsightEventRecord[],
  contracts: readonly ContractRecord[],
  nameOf: (kind: PartyKind, id: string) => string,
  range: Range,
  nowMs: number,
): InsightsAcceptance {
  const { answers } = lifecycleOf(events, nowMs);
  const firstMonday = mondayOf(range.startMs);
  const weeks: AcceptanceWeek[] = [];
  for (let monday = firstMonday; monday < range.endMs; monday += WEEK_MS) {
    weeks.push({ weekStart: isoDay(monday), sent: 0, approved: 0, rejected: 0, rate: null });
  }
  const hours: number[] = [];
  let approved = 0;
  let rejected = 0;
  for (const request of requestsIn(events, range, nowMs)) {
    const week = weeks[Math.floor((request.atMs - firstMonday) / WEEK_MS)];
    if (!week) continue;
    week.sent += 1;
    const answer = answers.get(request.contractId);
    if (!answer || answer.outcome === 'cancelled') continue;
    if (answer.outcome === 'approved') {
      week.approved += 1;
      approved += 1;
    } else {
      week.rejected += 1;
      rejected += 1;
    }
    hours.push(Math.max(0, answer.at - request.atMs) / HOUR_MS);
  }
  for (const week of weeks) week.rate = share(week.approved, week.approved + week.rejected);
  const middle = median(hours);
  return {
    range: rangeView(range),
    band: { ...ACCEPTANCE_BAND },
    rate: share(approved, approved + rejected),
    answered: approved + rejected,
    weeks,
    medianFirstResponseHours: middle === null ? null : oneDecimal(middle),
    waiting: waitingRequests(contracts, nameOf, nowMs),
  };
}
