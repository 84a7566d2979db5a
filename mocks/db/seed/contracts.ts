import type { ContractRecord, PartyKind, StoredContractStatus } from '../records';
import { ANCHOR_MS, DAY_MS, MINUTE_MS, iso } from './dates';
import type { Party } from './parties';
import type { Rng } from './prng';
import type { SeedContext } from './types';

type Category = ContractRecord['category'];

/** Which kinds a category joins (the sender may be either one). */
export const CATEGORY_KINDS: Record<Category, readonly [PartyKind, PartyKind]> = {
  'local-foreign': ['local', 'foreign'],
  'investor-foreign': ['investor', 'foreign'],
  'investor-local': ['investor', 'local'],
};

const FINTECH = 'Fintech & Financial Services';

/**
 * A partner the demo foreign business (a fintech looking for a financial partner) would see at the
 * top of its matches: fintech-focused, or a bank. The seed never gives it a contract with one, so
 * the demo can start by connecting with its best match.
 */
export function isObviousMatchForDemoForeign(p: Party): boolean {
  return p.industry === FINTECH || p.businessType === 'Banking' || p.serviceCategory === 'Banking & treasury';
}

type Demo = 'DF' | 'DL' | 'DI';
interface Choice {
  kind: PartyKind;
  where?: (p: Party) => boolean;
  /** Remember the chosen party under this label … */
  label?: string;
  /** … or reuse a party chosen earlier. */
  same?: string;
}
type Selector = Demo | Choice;

interface Row {
  category: Category;
  status: StoredContractStatus;
  from: Selector;
  to: Selector;
  /** Days before the anchor the request was sent. */
  daysAgo: number;
  /** Days until the recipient (or the sender, for a cancel) acted. */
  decidedAfter?: number;
}

const svc = (serviceCategory: string) => (p: Party) => p.serviceCategory === serviceCategory;
const ind = (...industries: string[]) => (p: Party) => industries.includes(p.industry);
const notObvious = (where?: (p: Party) => boolean) => (p: Party) => !isObviousMatchForDemoForeign(p) && (where ? where(p) : true);
const local = (where?: (p: Party) => boolean, extra: Partial<Choice> = {}): Choice => ({ kind: 'local', where, ...extra });
const foreign = (where?: (p: Party) => boolean, extra: Partial<Choice> = {}): Choice => ({ kind: 'foreign', where, ...extra });
const investor = (where?: (p: Party) => boolean, extra: Partial<Choice> = {}): Choice => ({ kind: 'investor', where, ...extra });

/**
 * The contract story. Each demo account has two or more approved contracts, a pending request it
 * received (to approve or reject) and one it sent (to cancel). Every category meets every status.
 */
const PLAN: readonly Row[] = [
  // the demo accounts' approved work
  { category: 'local-foreign', status: 'approved', from: 'DF', to: 'DL', daysAgo: 150, decidedAfter: 3 },
  { category: 'investor-foreign', status: 'approved', from: 'DI', to: 'DF', daysAgo: 120, decidedAfter: 6 },
  { category: 'investor-local', status: 'approved', from: 'DL', to: 'DI', daysAgo: 110, decidedAfter: 4 },
  {
    category: 'local-foreign', status: 'approved', from: local(notObvious((p) => svc('Real estate & office space')(p) && ind('Technology & SaaS')(p))),
    to: 'DF', daysAgo: 95, decidedAfter: 2,
  },
  { category: 'local-foreign', status: 'approved', from: foreign(ind('Technology & SaaS')), to: 'DL', daysAgo: 130, decidedAfter: 5 },
  { category: 'investor-foreign', status: 'approved', from: 'DI', to: foreign(ind('CleanTech & Renewable Energy')), daysAgo: 100, decidedAfter: 7 },
  // requests waiting for the demo accounts
  { category: 'local-foreign', status: 'pending', from: local(notObvious(svc('Recruitment & visas'))), to: 'DF', daysAgo: 6 },
  { category: 'investor-foreign', status: 'pending', from: investor(), to: 'DF', daysAgo: 3 },
  { category: 'local-foreign', status: 'pending', from: foreign(), to: 'DL', daysAgo: 4 },
  { category: 'investor-local', status: 'pending', from: investor(), to: 'DL', daysAgo: 9 },
  { category: 'investor-foreign', status: 'pending', from: foreign(ind('Healthcare & Life Sciences')), to: 'DI', daysAgo: 2 },
  { category: 'investor-local', status: 'pending', from: local(svc('IT & cloud services')), to: 'DI', daysAgo: 5 },
  // requests the demo accounts sent
  { category: 'investor-foreign', status: 'pending', from: 'DF', to: investor((p) => p.industry.includes(FINTECH)), daysAgo: 8 },
  { category: 'local-foreign', status: 'pending', from: 'DF', to: local(notObvious(svc('Marketing & PR'))), daysAgo: 1 },
  { category: 'local-foreign', status: 'pending', from: 'DL', to: foreign(), daysAgo: 7 },
  { category: 'investor-local', status: 'pending', from: 'DL', to: investor(), daysAgo: 12 },
  { category: 'investor-foreign', status: 'pending', from: 'DI', to: foreign(ind(FINTECH)), daysAgo: 10 },
  { category: 'investor-local', status: 'pending', from: 'DI', to: local(svc('Tax & accounting')), daysAgo: 11 },
  // the demo accounts' history
  { category: 'investor-foreign', status: 'rejected', from: 'DF', to: investor(), daysAgo: 140, decidedAfter: 9 },
  { category: 'local-foreign', status: 'cancelled', from: foreign(), to: 'DL', daysAgo: 80, decidedAfter: 2 },
  { category: 'investor-local', status: 'rejected', from: local(), to: 'DI', daysAgo: 70, decidedAfter: 5 },
  // between other businesses
  { category: 'local-foreign', status: 'approved', from: foreign(ind('Food & Beverage', 'E-commerce & Retail', 'Manufacturing & Industrial')), to: local(svc('Logistics & customs')), daysAgo: 90, decidedAfter: 4 },
  { category: 'local-foreign', status: 'approved', from: local(svc('Distribution')), to: foreign(ind('Food & Beverage', 'Healthcare & Life Sciences')), daysAgo: 75, decidedAfter: 3 },
  { category: 'investor-foreign', status: 'approved', from: investor(), to: foreign(), daysAgo: 85, decidedAfter: 10 },
  { category: 'investor-local', status: 'approved', from: local(svc('Free-zone setup')), to: investor(), daysAgo: 65, decidedAfter: 6 },
  { category: 'local-foreign', status: 'rejected', from: foreign(undefined, { label: 'retry-foreign' }), to: local(svc('Legal & regulatory'), { label: 'retry-local' }), daysAgo: 60, decidedAfter: 5 },
  { category: 'local-foreign', status: 'pending', from: { kind: 'local', same: 'retry-local' }, to: { kind: 'foreign', same: 'retry-foreign' }, daysAgo: 14 },
  { category: 'investor-foreign', status: 'cancelled', from: foreign(), to: investor(), daysAgo: 50, decidedAfter: 1 },
  { category: 'investor-foreign', status: 'rejected', from: investor(), to: foreign(), daysAgo: 40, decidedAfter: 4 },
  { category: 'investor-local', status: 'cancelled', from: investor(), to: local(), daysAgo: 45, decidedAfter: 2 },
  { category: 'investor-local', status: 'pending', from: local(), to: investor(), daysAgo: 13 },
  { category: 'local-foreign', status: 'cancelled', from: local(), to: foreign(), daysAgo: 30, decidedAfter: 1 },
  { category: 'local-foreign', status: 'approved', from: foreign(ind('Professional Services', 'Technology & SaaS', 'Other')), to: local(svc('Legal & regulatory')), daysAgo: 115, decidedAfter: 6 },
];

const OPEN: ReadonlySet<StoredContractStatus> = new Set(['pending', 'approved']);
const pairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

export interface DemoProfileIds {
  foreign: string;
  local: string;
  investor: string;
}

export function buildContracts(
  ctx: SeedContext,
  rng: Rng,
  parties: ReadonlyMap<string, Party>,
  demo: DemoProfileIds,
): ContractRecord[] {
  const demoIds = new Set([demo.foreign, demo.local, demo.investor]);
  const all = [...parties.values()].filter((p) => !demoIds.has(p.profileId) && p.verified);
  // a fixed random order per kind, so picks spread over the directory instead of its first rows
  const pools: Record<PartyKind, Party[]> = {
    foreign: rng.shuffle(all.filter((p) => p.kind === 'foreign')),
    local: rng.shuffle(all.filter((p) => p.kind === 'local')),
    investor: rng.shuffle(all.filter((p) => p.kind === 'investor')),
  };
  const usage = new Map<string, number>();
  const labels = new Map<string, Party>();
  const openPairs = new Set<string>();

  const demoParty = (d: Demo): Party => {
    const id = d === 'DF' ? demo.foreign : d === 'DL' ? demo.local : demo.investor;
    const party = parties.get(id);
    if (!party) throw new Error(`seed: demo profile ${id} missing`);
    return party;
  };

  const choose = (sel: Selector, kind: PartyKind, beforeMs: number, other: Party | null, open: boolean): Party => {
    if (typeof sel === 'string') return demoParty(sel);
    if (sel.same) {
      const party = labels.get(sel.same);
      if (!party) throw new Error(`seed: no party labelled ${sel.same}`);
      return party;
    }
    const candidates = pools[kind]
      .filter((p) => p.createdMs < beforeMs - 3 * DAY_MS && (sel.where ? sel.where(p) : true))
      .filter((p) => !(open && other && openPairs.has(pairKey(p.profileId, other.profileId))));
    let best: Party | undefined;
    for (const p of candidates) {
      if (!best || (usage.get(p.profileId) ?? 0) < (usage.get(best.profileId) ?? 0)) best = p;
    }
    if (!best) throw new Error(`seed: no ${kind} party fits a contract ${Math.round((ANCHOR_MS - beforeMs) / DAY_MS)} days ago`);
    if (sel.label) labels.set(sel.label, best);
    return best;
  };

  return PLAN.map((row) => {
    const createdMs = ANCHOR_MS - row.daysAgo * DAY_MS - rng.int(0, 8 * 60) * MINUTE_MS;
    const open = OPEN.has(row.status);
    const kinds = CATEGORY_KINDS[row.category];
    const fromKind = typeof row.from === 'string' ? demoParty(row.from).kind : row.from.kind;
    const toKind = kinds[0] === fromKind ? kinds[1] : kinds[0];
    const sender = choose(row.from, fromKind, createdMs, typeof row.to === 'string' ? demoParty(row.to) : null, open);
    const recipient = choose(row.to, toKind, createdMs, sender, open);
    if (!kinds.includes(sender.kind) || !kinds.includes(recipient.kind) || sender.kind === recipient.kind) {
      throw new Error(`seed: a ${row.category} contract cannot join ${sender.kind} and ${recipient.kind}`);
    }
    const key = pairKey(sender.profileId, recipient.profileId);
    if (open) {
      if (openPairs.has(key)) throw new Error(`seed: two open contracts between ${key}`);
      openPairs.add(key);
    }
    for (const p of [sender, recipient]) usage.set(p.profileId, (usage.get(p.profileId) ?? 0) + 1);

    const updatedMs =
      row.status === 'pending' ? createdMs : createdMs + (row.decidedAfter ?? 1) * DAY_MS + rng.int(30, 600) * MINUTE_MS;
    const _id = ctx.ids.next('ctr');
    return {
      _id,
      category: row.category,
      status: row.status,
      senderKind: sender.kind,
      senderProfileId: sender.profileId,
      recipientKind: recipient.kind,
      recipientProfileId: recipient.profileId,
      createdAt: iso(createdMs),
      updatedAt: iso(updatedMs),
      FileUrl: row.status === 'approved' ? `/contract-document/${_id}` : null,
    };
  });
}
