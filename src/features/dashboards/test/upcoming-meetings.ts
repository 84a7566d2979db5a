import type { Session } from '@/lib/session';
import { dubaiParty as dubai, stockholmParty as stockholm } from '@/test/fixtures/conversation-parties';
import type { UpcomingMeeting } from '../api/get-upcoming-meetings';

/*
 * GET /meetings/upcoming answers for stories and tests: the demo foreign business (Stockholm) with
 * the demo partner (Dubai) and an investor in Abu Dhabi.
 */

const abuDhabi = {
  side: 'recipient',
  kind: 'investor',
  profileId: 'inv_0007',
  company: 'Falcon Gate Capital',
  name: 'Mariam Al Suwaidi',
  city: 'Abu Dhabi',
  timeZone: 'Asia/Dubai',
} as const;

const at = (daysAhead: number, utcHour: number) => {
  const date = new Date(Date.now() + daysAhead * 86_400_000);
  date.setUTCHours(utcHour, 0, 0, 0);
  return date.toISOString();
};

export function upcomingMeetings(): UpcomingMeeting[] {
  return [
    {
      id: 'mtg_0201',
      contractId: 'ctr_0001',
      status: 'accepted',
      proposedBy: 'recipient',
      timeZone: 'Asia/Dubai',
      slots: [
        { start: at(2, 6), minutes: 30 },
        { start: at(3, 9), minutes: 30 },
      ],
      channel: { kind: 'video', detail: 'https://meet.corridor.test/al-noor-nordvik' },
      note: '',
      acceptedSlot: 1,
      reason: null,
      cancelledBy: null,
      createdAt: at(-1, 8),
      updatedAt: at(-1, 9),
      parties: { sender: stockholm, recipient: dubai },
    },
    {
      id: 'mtg_0202',
      contractId: 'ctr_0031',
      status: 'accepted',
      proposedBy: 'sender',
      timeZone: 'Europe/Stockholm',
      slots: [{ start: at(6, 12), minutes: 60 }],
      channel: { kind: 'in-person', detail: 'Falcon Gate Capital, Al Maryah Island, Abu Dhabi' },
      note: 'Meet at reception.',
      acceptedSlot: 0,
      reason: null,
      cancelledBy: null,
      createdAt: at(-2, 8),
      updatedAt: at(-2, 9),
      parties: { sender: stockholm, recipient: abuDhabi },
    },
  ];
}

/** The demo foreign business's session, as the dashboard passes it. */
export const foreignSession: Session = {
  token: 'story-token',
  user: {
    _id: 'usr_0001',
    id: 'usr_0001',
    name: 'Astrid Lindqvist',
    businessName: 'Nordvik Payments AB',
    email: 'demo.foreign@corridor.test',
    category: 'foreign',
    hasCompletedProfile: true,
    profileId: 'fb_0001',
  },
};
