import { buildSeed } from './index';

/** The default seed, built once for the seed's tests (index.test.ts, contents.test.ts). */
export const seed = buildSeed();
export const userById = new Map(seed.users.map((u) => [u.id, u]));
/** Every profile of the seed with its kind. */
export const allProfiles = [
  ...seed.foreignProfiles.map((p) => ({ kind: 'foreign' as const, p })),
  ...seed.localProfiles.map((p) => ({ kind: 'local' as const, p })),
  ...seed.investorProfiles.map((p) => ({ kind: 'investor' as const, p })),
];
