import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { summary } from '../test/fixtures';
import { Inbox } from './inbox';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderInbox(rows = [summary(0), summary(1)], activeId?: string) {
  const query = { data: rows, error: null, isPending: false, isError: false, isFetching: false, refetch: () => {} };
  return render(
    <MemoryRouter initialEntries={['/messages']}>
      <Routes>
        <Route path="*" element={<><Inbox query={query} activeId={activeId} dashboardPath="/foreignDashboard" /><Where /></>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('Inbox', () => {
  it('names each row by company, unread count, person, last line and time; marks the open one', () => {
    const rows = [summary(0, { unread: 3 }), summary(1, { unread: 0 })];
    renderInbox(rows, rows[1]!.contractId);
    const [first, second] = screen.getAllByRole('link');
    expect(first).toHaveAccessibleName(new RegExp(`^${rows[0]!.counterpart.company}, 3 unread`));
    expect(first).toHaveTextContent(rows[0]!.counterpart.name);
    expect(first).toHaveTextContent(rows[0]!.lastMessage!.body.split('\n')[0]!);
    expect(second).toHaveAccessibleName(expect.not.stringContaining('unread'));
    expect(second).toHaveAttribute('aria-current', 'page');
    expect(second).toHaveTextContent(`You: ${rows[1]!.lastMessage!.body}`);
  });

  it('says when nothing was written yet, shows a closed request’s status, and a meeting step as such', () => {
    const event = summary(1, { lastMessage: { ...summary(1).lastMessage!, body: 'Al Noor proposed an intro call: 2 times.', event: 'meeting-proposed', meetingId: 'mtg_1' } });
    renderInbox([summary(2, { status: 'rejected', readOnly: true, lastMessage: null, unread: 0 }), event, summary(3, { lastMessage: null, unread: 0 })]);
    const [closed, meeting, quiet] = screen.getAllByRole('link');
    expect(quiet).toHaveTextContent('No messages yet — say hello.');
    expect(closed).toHaveTextContent('No messages were written.');
    expect(closed).toHaveTextContent('Declined');
    expect(meeting).toHaveTextContent('Al Noor proposed an intro call: 2 times.');
    expect(meeting).not.toHaveTextContent('You:');
  });

  it('opens a conversation in the app on a click, and leaves a modified click to the browser', async () => {
    renderInbox();
    const [first] = screen.getAllByRole('link');
    const modified = fireEvent.click(first!, { ctrlKey: true });
    expect(modified).toBe(true);
    expect(screen.getByTestId('where')).toHaveTextContent('/messages');
    await userEvent.click(first!);
    expect(screen.getByTestId('where')).toHaveTextContent(`/messages/${summary(0).contractId}`);
  });

  it('gives a row’s time its exact date and time on hover', () => {
    renderInbox();
    const time = screen.getAllByRole('link')[0]!.querySelector('time')!;
    expect(time).not.toHaveAttribute('title');
    fireEvent.pointerOver(time);
    expect(time.getAttribute('title')).toMatch(/\d{4}, \d{2}:\d{2}/);
  });
});
