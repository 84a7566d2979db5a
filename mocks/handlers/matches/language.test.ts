import { describe, expect, it } from 'vitest';
import type { PartyKind } from '../../db/records';
import { matchesFor, NO_PROFILE_MESSAGE } from '../../domain/matches';
import { findUserByEmail } from '../../domain/users';
import { arabicReasonText } from '../../matching/arabic';
import type { MatchReason } from '../../matching';
import { BASE_URL, demo, signIn, withMockServer } from '../../test/harness';

withMockServer();

const endpoints = [
  { path: '/foreign/matches', email: demo.foreign, reader: 'foreign', other: 'local' },
  { path: '/foreign/matchesInvestors', email: demo.foreign, reader: 'foreign', other: 'investor' },
  { path: '/partner/matches', email: demo.local, reader: 'local', other: 'foreign' },
  { path: '/partner/matchesInvestors', email: demo.local, reader: 'local', other: 'investor' },
  { path: '/investor/matchesBusiness', email: demo.investor, reader: 'investor', other: 'foreign' },
  { path: '/investor/matchesPartner', email: demo.investor, reader: 'investor', other: 'local' },
] as const satisfies ReadonlyArray<{ path: string; email: string; reader: PartyKind; other: PartyKind }>;

type Item = { _id: string; matchScore: number; matchReasons: MatchReason[] } & Record<string, unknown>;

async function get(path: string, token: string, language?: string): Promise<{ status: number; text: string }> {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  if (language) headers['Accept-Language'] = language;
  const response = await fetch(`${BASE_URL}${path}`, { headers });
  return { status: response.status, text: await response.text() };
}

describe('the match lists in the language of the request', () => {
  it.each(endpoints)('$path answers English as the engine words it, and Arabic from the same facts', async ({ path, email, reader, other }) => {
    const { token } = await signIn(email);
    const none = await get(path, token);
    const english = await get(path, token, 'en-GB,en;q=0.9');
    const arabic = await get(path, token, 'ar-AE,ar;q=0.9,en;q=0.8');
    expect([none.status, english.status, arabic.status]).toEqual([201, 201, 201]);

    // English, with or without the header, is the domain's answer byte for byte
    expect(english.text).toBe(none.text);
    expect(english.text).toBe(JSON.stringify(await matchesFor(findUserByEmail(email)!, reader, other)));

    const en = JSON.parse(english.text) as Item[];
    const ar = JSON.parse(arabic.text) as Item[];
    expect(en.length).toBeGreaterThan(0);
    expect(ar.map((m) => [m._id, m.matchScore])).toEqual(en.map((m) => [m._id, m.matchScore]));
    ar.forEach((match, i) => {
      const { matchReasons: arReasons, ...profile } = match;
      const { matchReasons: enReasons, ...enProfile } = en[i]!;
      expect(profile).toEqual(enProfile); // what the owner typed stays as typed
      expect(arReasons.map(({ text: _, ...facts }) => facts)).toEqual(enReasons.map(({ text: _, ...facts }) => facts));
      arReasons.forEach((reason, j) => {
        expect(reason.text).toMatch(/[\u0600-\u06FF]/);
        expect(reason.text).toBe(arabicReasonText(enReasons[j]!, reader, other));
        expect(reason.text).not.toBe(enReasons[j]!.text);
      });
    });
  });

  it('asks an account without a profile to complete it, in its language', async () => {
    const { token } = await signIn('new.foreign@corridor.test');
    const english = await get('/foreign/matches', token, 'en');
    const arabic = await get('/foreign/matches', token, 'ar');
    expect(JSON.parse(english.text)).toEqual({ message: NO_PROFILE_MESSAGE });
    const { message } = JSON.parse(arabic.text) as { message: string };
    expect(message).toMatch(/[\u0600-\u06FF]/);
    expect(message).not.toMatch(/[A-Za-z]/);
  });
});
