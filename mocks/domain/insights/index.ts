import { UNKNOWN_PARTY } from '../contract-views';
import { displayName, findProfile } from '../profiles';
import type { PartyKind } from '../../db/records';

export { acceptance, ACCEPTANCE_BAND } from './acceptance';
export { savedInsightEvents } from './events';
export { funnel } from './funnel';
export { FACTOR_LABELS, matchQuality, SCORE_BANDS } from './match-quality';
export { rangeMessages, resolveRange, type Range } from './range';
export { supply } from './supply';

/** A party's display name as the admin lists show it; "Unknown party" once its profile is deleted. */
export function partyName(kind: PartyKind, id: string): string {
  const party = findProfile(kind, id);
  return (party && displayName(party)) || UNKNOWN_PARTY;
}
