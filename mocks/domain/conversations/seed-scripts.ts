import type { MeetingRecord, PartySide } from '../../db/records';

/*
 * The demo accounts' conversations, in English, between a Stockholm payments company, a Dubai
 * corporate-services partner and an Abu Dhabi family office. Times are fresh, before the moment the
 * seed is loaded (`nowMs`), at office hours in both zones; the one accepted meeting is three to six
 * days ahead. Every record obeys the rules the calls enforce (seed.test.ts walks them through):
 *
 * - ctr_0001 (Nordvik Payments → Al Noor, approved): nine messages over four days about the licence,
 *   the bank account and the timeline, an intro meeting Al Noor proposed and Nordvik accepted (two
 *   events in the thread), and three the partner has not read yet.
 * - ctr_0002 (Saqr Bay → Nordvik, approved and signed): a short exchange and a meeting Saqr Bay
 *   proposed with three times, waiting for Nordvik's answer (mtg_0001, the contract's example).
 * - ctr_0009 and ctr_0012 (pending requests to the partner and to the investor): the sender's
 *   first message, unread.
 * - ctr_0019 (Nordvik → Thames & Tigris, rejected): two messages from before the rejection, read-only.
 * Every other conversation is there, with nothing written yet.
 */

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/**
 * A moment of the story: `days` before today (UTC) at a UTC time; the latest office hour (today at
 * `utc` once it is 20 minutes past, else yesterday at `else`); or a time after the request was sent.
 */
export type When = { daysAgo: number; utc: string } | { latest: string; else: string } | { afterRequest: number };

interface Line {
  side: PartySide;
  when: When;
  body: string;
}

export interface MeetingPlan {
  id: string;
  by: PartySide;
  proposedAt: When;
  timeZone: string;
  /** The slots: at least `daysAhead` days from now on a working day, at a UTC time. */
  slots: Array<{ daysAhead: number; utc: string; minutes: 15 | 30 | 45 | 60 }>;
  channel: MeetingRecord['channel'];
  note: string;
  accepted?: { slot: number; at: When };
}

export interface Story {
  contractId: string;
  /** Lines before the meeting is proposed, then after (the meeting's events fall in between). */
  before: Line[];
  meeting?: MeetingPlan;
  after?: Line[];
  /** Where each side has read up to: "all", or the id of the last line it read ("meeting" = the proposal). */
  readUpTo: Partial<Record<PartySide, 'all' | number | 'proposal'>>;
}

export const STORIES: readonly Story[] = [
  {
    contractId: 'ctr_0001',
    before: [
      {
        side: 'sender',
        when: { daysAgo: 4, utc: '08:10' },
        body: 'Good morning Noura, Astrid here. Our board has approved the budget for the UAE entity, so we would like to get the licence application moving this month. Which licence would you recommend for a payments company that will not hold client funds in its first year?',
      },
      {
        side: 'recipient',
        when: { daysAgo: 4, utc: '10:35' },
        body: 'Hello Astrid, good to hear from you. If you only need a sales and support office to start with, a DMCC commercial licence is the quickest and cheapest. Payment initiation later means a DFSA licence in DIFC, which is a separate application of four to six months. Many of our fintech clients start with DMCC and move once they have local staff.',
      },
      {
        side: 'sender',
        when: { daysAgo: 4, utc: '12:02' },
        body: 'That matches what our board prefers: DMCC first, then the DFSA application once we have two people in Dubai. How long does the DMCC licence usually take?',
      },
      {
        side: 'recipient',
        when: { daysAgo: 3, utc: '06:20' },
        body: 'About three to four weeks from a complete file: name reservation in two days, initial approval within a week, then the flexi-desk lease and the licence itself. What usually takes longest is the corporate bank account, which can add four to six weeks.',
      },
      {
        side: 'sender',
        when: { daysAgo: 3, utc: '09:45' },
        body: 'Understood. Which banks have worked well for newly licensed fintechs? We would rather start the account opening alongside the licence if we can.',
      },
      {
        side: 'recipient',
        when: { daysAgo: 2, utc: '07:05' },
        body: 'Emirates NBD and Mashreq both have SME desks that know DMCC companies, and Wio is quick for a first operating account. The banks want the licence before they open an account, but we can prepare the KYC pack now: certified passport copies of the directors, a Bolagsverket extract with an apostille, and a two-page business plan. Shall we go through it on a call?',
      },
      {
        side: 'sender',
        when: { daysAgo: 2, utc: '08:30' },
        body: 'Yes please, a call would help. I will order the apostilled Bolagsverket extract this week, and I will sign the agreement on Corridor before we speak.',
      },
    ],
    meeting: {
      id: 'mtg_0002',
      by: 'recipient',
      proposedAt: { daysAgo: 2, utc: '09:15' },
      timeZone: 'Asia/Dubai',
      slots: [
        { daysAhead: 3, utc: '08:00', minutes: 30 },
        { daysAhead: 4, utc: '07:00', minutes: 30 },
      ],
      channel: { kind: 'video', detail: 'https://meet.alnoor.ae/nordvik-intro' },
      note: 'We will go through the DMCC licence timeline and the bank KYC pack. Your CFO is very welcome to join.',
      accepted: { slot: 0, at: { daysAgo: 1, utc: '07:40' } },
    },
    after: [
      {
        side: 'sender',
        when: { daysAgo: 1, utc: '07:42' },
        body: 'I accepted the first time. Johan, our CFO, will join us from Stockholm.',
      },
      {
        side: 'sender',
        when: { latest: '07:15', else: '15:30' },
        body: 'One more question before the call: can the DMCC company sponsor visas for two employees in its first year, or do we need a larger office for that? Details here: https://www.dmcc.ae/business-setup',
      },
    ],
    readUpTo: { sender: 'all', recipient: 'proposal' },
  },
  {
    contractId: 'ctr_0002',
    before: [
      {
        side: 'sender',
        when: { daysAgo: 6, utc: '09:00' },
        body: 'Dear Astrid, now that the agreement is signed by both sides, we would like to meet your team to agree the timing of the first tranche and the reporting we expect each quarter.',
      },
      {
        side: 'recipient',
        when: { daysAgo: 5, utc: '13:20' },
        body: 'Thank you, Khalid. We are glad to have Saqr Bay with us. Our CFO Johan prepares the quarterly reports; could you propose a few times next week that work in Abu Dhabi?',
      },
    ],
    meeting: {
      id: 'mtg_0001',
      by: 'sender',
      proposedAt: { daysAgo: 3, utc: '10:30' },
      timeZone: 'Asia/Dubai',
      slots: [
        { daysAhead: 8, utc: '10:00', minutes: 45 },
        { daysAhead: 9, utc: '10:00', minutes: 45 },
        { daysAhead: 9, utc: '12:00', minutes: 45 },
      ],
      channel: { kind: 'video', detail: 'https://meet.saqrbay.ae/nordvik-tranche' },
      note: 'First tranche timing and the quarterly reporting pack.',
    },
    readUpTo: { sender: 'proposal', recipient: 1 },
  },
  {
    contractId: 'ctr_0009',
    before: [
      {
        side: 'sender',
        when: { daysAgo: 1, utc: '09:25' },
        body: 'Hello Noura, we sent you a partnership request through Corridor. We are opening two restaurants in Dubai Marina next year and need the food establishment permits from Dubai Municipality alongside the trade licence. Do you take hospitality clients?',
      },
    ],
    readUpTo: { sender: 'all' },
  },
  {
    contractId: 'ctr_0012',
    before: [
      {
        side: 'sender',
        when: { daysAgo: 2, utc: '11:10' },
        body: 'Good afternoon Mr Al Mazrouei, thank you for looking at our request. We are raising a small round to open a second studio in Riyadh and would be glad to send our figures for the last two years.',
      },
    ],
    readUpTo: { sender: 'all' },
  },
  {
    contractId: 'ctr_0019',
    before: [
      {
        side: 'sender',
        when: { afterRequest: 2 * HOUR_MS },
        body: 'Hello, we have sent you a request: Nordvik Payments is opening a Gulf office and looking for a lead investor for a seed extension of about 2 million dollars.',
      },
      {
        side: 'recipient',
        when: { afterRequest: 3 * DAY_MS + 5 * HOUR_MS },
        body: 'Thank you, Astrid. Our current fund is fully committed to logistics and trade finance, so we will decline for now, but we would be glad to hear from you again next year.',
      },
    ],
    readUpTo: { sender: 'all', recipient: 'all' },
  },
];
