import { readSession } from '@/lib/session';
import type { Viewer } from './matches';

/** The signed-in user as a match-list viewer (its own profile is never one of its matches). */
export function currentViewer(): Viewer | null {
  const session = readSession();
  if (!session) return null;
  return { userId: session.user.id, profileId: session.user.profileId ?? null };
}
