import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { acceptedMeeting, conversationWith, proposedMeeting } from './fixtures';
import { MeetingEventLine } from './meeting-event-line';

const message = (event: 'meeting-proposed' | 'meeting-accepted' | 'meeting-declined', meetingId: string, body: string) => ({
  id: 'msg_1',
  contractId: 'ctr_0001',
  from: 'recipient' as const,
  authorName: 'Noura Al Hammadi',
  body,
  sentAt: '2026-11-26T08:00:00.000Z',
  meetingId,
  event,
});

describe('a meeting step in the thread', () => {
  it('writes the proposed times in the reader’s zone and the other party’s', () => {
    localStorage.setItem('preferredTimeZone', 'Europe/Stockholm');
    const meeting = proposedMeeting({
      slots: [
        { start: '2026-12-02T09:00:00.000Z', minutes: 30 },
        { start: '2026-12-03T12:30:00.000Z', minutes: 60 },
      ],
    });
    render(<MeetingEventLine message={message('meeting-proposed', meeting.id, 'Al Noor Corporate Services proposed an intro meeting by video, with 2 times to choose from.')} conversation={conversationWith([meeting])} />);
    expect(screen.getByText('Al Noor Corporate Services proposed an intro meeting by video, with 2 times to choose from.')).toBeInTheDocument();
    const times = screen.getByRole('list', { name: 'Proposed times' });
    expect(within(times).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Wed 2 Dec, 10:00 Stockholm · 13:00 Dubai · 30 min',
      'Thu 3 Dec, 13:30 Stockholm · 16:30 Dubai · 60 min',
    ]);
    expect(screen.getByText('Thu 26 Nov, 09:00')).toHaveAttribute('datetime', '2026-11-26T08:00:00.000Z');
  });

  it('writes the agreed time of an acceptance, and only the sentence of other steps', () => {
    localStorage.setItem('preferredTimeZone', 'Asia/Dubai');
    const meeting = acceptedMeeting({ slots: [{ start: '2026-12-02T09:00:00.000Z', minutes: 45 }], acceptedSlot: 0 });
    const conversation = conversationWith([meeting], { viewer: 'recipient' });
    const { unmount } = render(<MeetingEventLine message={message('meeting-accepted', meeting.id, 'Nordvik Payments AB accepted the intro meeting.')} conversation={conversation} />);
    expect(within(screen.getByRole('list', { name: 'Agreed time' })).getByRole('listitem')).toHaveTextContent('Wed 2 Dec, 13:00 Dubai · 10:00 Stockholm · 45 min');
    unmount();
    render(<MeetingEventLine message={message('meeting-declined', meeting.id, 'Nordvik Payments AB declined the intro meeting: “Not this week.”')} conversation={conversation} />);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
