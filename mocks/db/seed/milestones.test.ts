import { describe, it, expect } from 'vitest';
import { ANCHOR_MS } from './dates';
import { buildSeed } from './index';
import { partiesOf } from './parties';

const seed = buildSeed();
const parties = partiesOf(seed.users, seed.foreignProfiles, seed.localProfiles, seed.investorProfiles);
const contractById = new Map(seed.contracts.map((c) => [c._id, c]));
const milestoneById = new Map(seed.milestones.map((m) => [m._id, m]));
const tasksOf = (id: string) => seed.tasks.filter((t) => t.milestoneId === id);
const commentsOf = (id: string) => seed.comments.filter((c) => c.milestoneId === id);

describe('milestones', () => {
  it('belong to approved contracts only, one to four per approved contract', () => {
    for (const m of seed.milestones) expect(contractById.get(m.contractId)?.status, m._id).toBe('approved');
    for (const c of seed.contracts.filter((x) => x.status === 'approved')) {
      const count = seed.milestones.filter((m) => m.contractId === c._id).length;
      expect(count, c._id).toBeGreaterThanOrEqual(1);
      expect(count, c._id).toBeLessThanOrEqual(4);
    }
  });

  it('are created after the approval, with due dates running into the coming months', () => {
    for (const m of seed.milestones) {
      const contract = contractById.get(m.contractId);
      expect(Date.parse(m.createdAt)).toBeGreaterThan(Date.parse(contract?.updatedAt ?? ''));
      expect(m.dueDate > m.createdAt.slice(0, 10)).toBe(true);
    }
    const anchorDay = new Date(ANCHOR_MS).toISOString().slice(0, 10);
    expect(seed.milestones.some((m) => m.dueDate > anchorDay)).toBe(true);
    expect(seed.milestones.some((m) => m.dueDate < anchorDay)).toBe(true);
  });

  it('show every state of the milestone screen', () => {
    const shapes = seed.milestones.map((m) => ({ tasks: tasksOf(m._id), comments: commentsOf(m._id) }));
    expect(shapes.some((s) => s.tasks.length === 0)).toBe(true);
    expect(shapes.some((s) => s.tasks.length > 0 && s.tasks.every((t) => t.status === 'completed'))).toBe(true);
    expect(shapes.some((s) => s.tasks.some((t) => t.status === 'completed') && s.tasks.some((t) => t.status === 'pending'))).toBe(true);
    expect(shapes.some((s) => s.comments.length === 0)).toBe(true);
    for (const s of shapes) {
      expect(s.tasks.length).toBeLessThanOrEqual(4);
      expect(s.comments.length).toBeLessThanOrEqual(3);
    }
  });
});

describe('tasks and comments', () => {
  it('reference an existing milestone of the same contract', () => {
    for (const item of [...seed.tasks, ...seed.comments]) {
      const milestone = milestoneById.get(item.milestoneId);
      expect(milestone, item._id).toBeDefined();
      expect(item.contractId).toBe(milestone?.contractId);
    }
  });

  it('have unique ids', () => {
    const ids = [...seed.milestones, ...seed.tasks, ...seed.comments].map((x) => x._id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('mix completed and pending tasks, due no later than their milestone', () => {
    expect(new Set(seed.tasks.map((t) => t.status))).toEqual(new Set(['completed', 'pending']));
    for (const t of seed.tasks) expect(t.dueDate <= (milestoneById.get(t.milestoneId)?.dueDate ?? '')).toBe(true);
  });

  it('are written by a person of one of the two parties', () => {
    for (const c of seed.comments) {
      const contract = contractById.get(c.contractId);
      const sides = [parties.get(contract?.senderProfileId ?? ''), parties.get(contract?.recipientProfileId ?? '')];
      const side = sides.find((p) => p?.person === c.author);
      expect(side, `${c._id} by ${c.author}`).toBeDefined();
      expect(c.authorUserId, `${c._id} is signed by its writer's account`).toBe(side?.userId);
      expect(Date.parse(c.createdAt)).toBeGreaterThan(Date.parse(milestoneById.get(c.milestoneId)?.createdAt ?? ''));
      expect(Date.parse(c.createdAt)).toBeLessThanOrEqual(ANCHOR_MS);
    }
  });
});
