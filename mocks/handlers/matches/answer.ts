import type { PartyKind, UserRecord } from '../../db/records';
import { matchesFor, type MatchItem } from '../../domain/matches';
import { requestLanguage } from '../../i18n/language';

/**
 * The caller's match list in the request's language (issue 15). English: the list exactly as the
 * engine made it. Arabic: each reason's `text` written in Arabic from its `code` and `values`
 * (mocks/matching/arabic, loaded only when an Arabic request comes), read from the caller's side;
 * `code`, `values`, `factor`, `points` and the profiles stay as they are (a profile is what its
 * owner typed). The "complete your profile" answer is worded by the domain in the same language.
 */
export async function matchAnswer<K extends PartyKind>(
  request: Request,
  caller: UserRecord,
  reader: PartyKind,
  other: K,
): Promise<MatchItem<K>[] | { message: string }> {
  const language = requestLanguage(request);
  const result = await matchesFor(caller, reader, other, language);
  if (language !== 'ar' || !Array.isArray(result)) return result;
  const { matchesInArabic } = await import('../../matching/arabic');
  return matchesInArabic(result, reader, other);
}
