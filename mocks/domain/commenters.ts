import type { components } from '../../src/api/schema';

type UserCategory = components['schemas']['User']['category'];

/** Who may comment on a contract's milestones: foreign businesses, investors and admins, never a local partner. */
export const COMMENTERS: readonly UserCategory[] = ['foreign', 'investor', 'admin'];

export const mayComment = (category: UserCategory) => COMMENTERS.includes(category);
