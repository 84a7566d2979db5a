import type { ReactNode } from 'react';
import { contractsPath, type Session } from '@/lib/session';
import { logoOf } from '../lib/matches';
import { canSendRequest } from '../lib/profiles';
import type { Connection, PartyKind } from '../lib/types';
import { useMatchFor } from '../lib/use-match-for';
import { ProfileAction, type ProfileActionProps } from './profile-action';
import { MatchPanel, ProfileBody, ProfileHeader } from './profile-layout';
import { ProfileViewFrame, type ProfileViewFrameProps } from './profile-view-frame';

/** What the header of a party's page says about it. */
export interface PartyHeader {
  name: string;
  subtitle: string;
  badge: string;
  facts: string[];
}

export interface PartyProfileViewProps<P extends { ID: string }> {
  kind: PartyKind;
  id: string;
  session: Session;
  title: string;
  query: ProfileViewFrameProps<{ user: P; connection?: Connection | null }>['query'];
  nameOf: (party: P) => string;
  /** The request button's wording ('Apply for Partnership', 'Connect with …') and its call. */
  variant: ProfileActionProps['variant'];
  send: ProfileActionProps['send'];
  header: (party: P) => PartyHeader;
  main: (party: P) => ReactNode;
  /** Shown under the match panel (an investor's contact). */
  side?: (party: P) => ReactNode;
}

/**
 * A party's public page (/foreign-business/:id, /local-business/:id, /investor/:id): the frame, the
 * header with the request button (for those who may send one), the sections, and the viewer's match.
 */
export function PartyProfileView<P extends { ID: string }>({ kind, id, session, title, query, nameOf, variant, send, header, main, side }: PartyProfileViewProps<P>) {
  const match = useMatchFor(session.user.category, kind, id);
  return (
    <ProfileViewFrame kind={kind} title={title} session={session} query={query} nameOf={(data) => nameOf(data.user)}>
      {({ user: party, connection }) => {
        const { name, subtitle, badge, facts } = header(party);
        const extra = side?.(party);
        return (
          <>
            <ProfileHeader
              name={name}
              logo={logoOf(party)}
              subtitle={subtitle}
              badge={badge}
              facts={facts.filter(Boolean)}
              action={
                canSendRequest(session.user, kind, party.ID) ? (
                  <ProfileAction variant={variant} targetName={name} connection={connection} contractsPath={contractsPath(session.user.category)} send={send} />
                ) : null
              }
            />
            <ProfileBody
              main={main(party)}
              side={
                match || extra ? (
                  <>
                    {match ? <MatchPanel match={match} /> : null}
                    {extra}
                  </>
                ) : null
              }
            />
          </>
        );
      }}
    </ProfileViewFrame>
  );
}
