import type { CommentRecord, ContractRecord, MilestoneRecord, TaskRecord } from '../records';
import { ANCHOR_MS, DAY_MS, HOUR_MS, MINUTE_MS, iso, isoDate } from './dates';
import {
  COMMENTS_GENERAL,
  DEFAULT_SEQUENCE,
  INVESTOR_FOREIGN_SEQUENCE,
  INVESTOR_LOCAL_SEQUENCE,
  LOCAL_FOREIGN_SEQUENCES,
  type MilestoneTemplate,
} from './milestone-templates';
import type { Party } from './parties';
import { mayComment } from '../../domain/commenters';
import type { Rng } from './prng';
import type { SeedContext } from './types';

export interface ContractWork {
  milestones: MilestoneRecord[];
  tasks: TaskRecord[];
  comments: CommentRecord[];
}

/** How one milestone turns out: its number of tasks and comments, and whether all tasks are done. */
interface Shape {
  tasks: number;
  comments: number;
  allDone?: boolean;
}

/**
 * The first approved contract (the demo foreign business with the demo partner) shows every state
 * the milestone screen has: a milestone with all tasks done, one in progress, one without tasks and
 * one without comments.
 */
const SHOWCASE: readonly Shape[] = [
  { tasks: 3, comments: 2, allDone: true },
  { tasks: 4, comments: 1 },
  { tasks: 0, comments: 1 },
  { tasks: 2, comments: 0 },
];

const ROLES = { L: 'local', F: 'foreign', I: 'investor' } as const;

/** "I:Investment memo received" → written by the investor side. */
function parseRemark(raw: string): { role: Party['kind'] | null; text: string } {
  const match = /^([LFI]):(.*)$/.exec(raw);
  if (!match) return { role: null, text: raw };
  return { role: ROLES[match[1] as keyof typeof ROLES], text: match[2] as string };
}

function sequenceFor(contract: ContractRecord, parties: ReadonlyMap<string, Party>): readonly MilestoneTemplate[] {
  if (contract.category === 'investor-foreign') return INVESTOR_FOREIGN_SEQUENCE;
  if (contract.category === 'investor-local') return INVESTOR_LOCAL_SEQUENCE;
  const localId = contract.senderKind === 'local' ? contract.senderProfileId : contract.recipientProfileId;
  const service = parties.get(localId)?.serviceCategory ?? '';
  return LOCAL_FOREIGN_SEQUENCES[service] ?? DEFAULT_SEQUENCE;
}

export function buildMilestones(
  ctx: SeedContext,
  rng: Rng,
  contracts: readonly ContractRecord[],
  parties: ReadonlyMap<string, Party>,
): ContractWork {
  const work: ContractWork = { milestones: [], tasks: [], comments: [] };
  const approved = contracts.filter((c) => c.status === 'approved');

  approved.forEach((contract, contractIndex) => {
    const sides = [parties.get(contract.senderProfileId), parties.get(contract.recipientProfileId)].filter(
      (p): p is Party => p !== undefined,
    );
    const sequence = sequenceFor(contract, parties);
    const shapes: Shape[] =
      contractIndex === 0
        ? SHOWCASE.slice(0, sequence.length)
        : Array.from({ length: rng.int(1, Math.min(4, sequence.length)) }, () => ({
            tasks: rng.pick([0, 1, 2, 2, 3, 3, 4]),
            comments: rng.pick([0, 1, 1, 2, 2, 3]),
          }));
    const approvalMs = Date.parse(contract.updatedAt);
    const kickoffMs = approvalMs + rng.int(1, 3) * DAY_MS;
    // milestones are planned at kick-off and spread until a month or three after the anchor
    const horizonMs = ANCHOR_MS + rng.int(30, 90) * DAY_MS;
    const spacingMs = Math.min(Math.max((horizonMs - approvalMs) / shapes.length, 21 * DAY_MS), 50 * DAY_MS);

    shapes.forEach((shape, i) => {
      const template = sequence[i] as MilestoneTemplate;
      const createdMs = Math.min(kickoffMs + i * 15 * MINUTE_MS, ANCHOR_MS - HOUR_MS);
      const dueMs = approvalMs + (i + 1) * spacingMs + rng.int(-4, 4) * DAY_MS;
      const milestoneId = ctx.ids.next('ms');
      work.milestones.push({
        _id: milestoneId,
        contractId: contract._id,
        title: template.title,
        description: template.description,
        dueDate: isoDate(dueMs),
        createdAt: iso(createdMs),
      });

      // tasks fall due one after another up to the milestone, and are done in that order
      const taskTemplates = template.tasks.slice(0, shape.tasks);
      const taskDue: number[] = [];
      let cursor = dueMs;
      for (let j = taskTemplates.length - 1; j >= 0; j -= 1) {
        taskDue[j] = Math.max(cursor, createdMs + DAY_MS);
        cursor -= rng.int(3, 8) * DAY_MS;
      }
      let done = taskDue.filter((d) => d < ANCHOR_MS).length;
      if (done === taskTemplates.length && done > 0 && rng.chance(0.15)) done -= 1; // one overdue
      else if (done < taskTemplates.length && rng.chance(0.3)) done += 1; // one ahead of schedule
      if (shape.allDone) done = taskTemplates.length;
      else if (contractIndex === 0) done = Math.ceil(taskTemplates.length / 2);
      taskTemplates.forEach((task, j) => {
        work.tasks.push({
          _id: ctx.ids.next('tsk'),
          contractId: contract._id,
          milestoneId,
          title: task.title,
          description: task.description,
          dueDate: isoDate(taskDue[j] as number),
          status: j < done ? 'completed' : 'pending',
          createdAt: iso(createdMs + (j + 1) * 7 * MINUTE_MS),
        });
      });

      // the milestone's own remarks go only as far as its progress; general ones fit anywhere
      const progress = taskTemplates.length > 0 ? done / taskTemplates.length : dueMs < ANCHOR_MS ? 1 : 0.5;
      const ownCount = Math.max(1, Math.ceil(progress * template.comments.length));
      const own = template.comments.slice(0, ownCount);
      const texts = rng
        .sample([...own, ...own, ...COMMENTS_GENERAL], 8)
        .filter((text, k, all) => all.indexOf(text) === k)
        .slice(0, shape.comments)
        .sort((a, b) => template.comments.indexOf(a) - template.comments.indexOf(b));
      const firstMs = createdMs + HOUR_MS;
      const lastMs = Math.max(firstMs + HOUR_MS, Math.min(dueMs + 5 * DAY_MS, ANCHOR_MS - HOUR_MS));
      const times = texts
        .map(() => firstMs + Math.floor((rng.next() * (lastMs - firstMs)) / MINUTE_MS) * MINUTE_MS)
        .sort((a, b) => a - b);
      // only foreign businesses and investors may comment (local partners may not): a partner's own
      // remark is left out, and the rest are written by the sides that may comment
      const writers = sides.filter((p) => mayComment(p.kind));
      let turn = rng.int(0, sides.length - 1);
      texts.forEach((raw, k) => {
        const { role, text } = parseRemark(raw);
        // Drawn for every remark as it always was (it once left some comments without an author
        // account), so that no other seeded value moves: every comment is now signed by its account,
        // as POST /addComment signs it.
        rng.chance(0.2);
        if ((role !== null && !mayComment(role)) || writers.length === 0) return;
        const side = writers.find((p) => p.kind === role) ?? (writers[turn % writers.length] as Party);
        turn = writers.indexOf(side) + 1;
        work.comments.push({
          _id: ctx.ids.next('cmt'),
          contractId: contract._id,
          milestoneId,
          text,
          author: side.person,
          authorUserId: side.userId,
          createdAt: iso(times[k] as number),
        });
      });
    });
  });

  return work;
}
