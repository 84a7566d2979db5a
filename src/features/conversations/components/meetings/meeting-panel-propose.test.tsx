import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { wallClockOf } from '@/lib/zoned-time';
import { answer, signInAs, use, withRequestLog, withScreenBackend } from '@/test/screen-harness';
import { ahead, call, DAY, panel, partnerProposes, renderPanel, seriousViolations } from './panel-test-kit';

withScreenBackend();
const requests = withRequestLog();
configure({ asyncUtilTimeout: 5000 });

describe('the meeting panel: proposing', () => {
  it('checks the proposal before sending it: dates, times, the past, overlaps and the link', async () => {
    await signInAs('foreign');
    renderPanel();
    const user = userEvent.setup({ delay: null });
    await user.click(await within(await panel()).findByRole('button', { name: /^Propose (a meeting|new times|other times)$/ }));
    const dialog = within(await screen.findByRole('dialog', { name: /^Propose/ }));
    expect(await seriousViolations(screen.getByRole('dialog'))).toEqual([]);

    await user.click(dialog.getByRole('radio', { name: 'Video call' }));
    await user.clear(dialog.getByLabelText(/^Video link/));
    await user.click(dialog.getByRole('button', { name: 'Propose meeting' }));
    expect(await dialog.findByText('Choose a date')).toBeInTheDocument();
    expect(dialog.getByText('Choose a start time')).toBeInTheDocument();
    expect(dialog.getByText('Enter a video link that starts with https://')).toBeInTheDocument();
    expect(dialog.getByLabelText(/^Date/)).toHaveFocus();

    const yesterday = wallClockOf(new Date(Date.now() - DAY), 'UTC').day;
    const later = wallClockOf(new Date(Date.now() + 6 * DAY), 'UTC').day;
    await user.type(dialog.getAllByLabelText(/^Date/)[0]!, yesterday);
    await user.type(dialog.getAllByLabelText(/^Start/)[0]!, '10:00');
    await user.click(dialog.getByRole('button', { name: 'Add another time' }));
    await user.type(dialog.getAllByLabelText(/^Date/)[1]!, later);
    await user.type(dialog.getAllByLabelText(/^Start/)[1]!, '10:00');
    await user.click(dialog.getByRole('button', { name: 'Add another time' }));
    await user.type(dialog.getAllByLabelText(/^Date/)[2]!, later);
    await user.type(dialog.getAllByLabelText(/^Start/)[2]!, '10:15');
    expect(dialog.queryByRole('button', { name: 'Add another time' })).not.toBeInTheDocument();
    await user.type(dialog.getByLabelText(/^Video link/), 'https://meet.corridor.test/nordvik');
    await user.click(dialog.getByRole('button', { name: 'Propose meeting' }));
    expect(await dialog.findByText('This time has already passed. Choose a later one.')).toBeInTheDocument();
    expect(dialog.getByText('Overlaps time 2. Choose times that do not overlap.')).toBeInTheDocument();
    expect(dialog.getAllByLabelText(/^Start/)[2]).toHaveAttribute('aria-invalid', 'true');
    expect(requests.some((request) => request.method === 'POST' && request.path.endsWith('/meetings'))).toBe(false);
  });

  it('proposes in a zone chosen in the form, remembers it, and shows the proposal in both zones', async () => {
    await signInAs('foreign');
    renderPanel();
    const user = userEvent.setup({ delay: null });
    const region = await panel();
    await user.click(await within(region).findByRole('button', { name: /^Propose (a meeting|new times|other times)$/ }));
    const dialog = within(await screen.findByRole('dialog', { name: /^Propose/ }));

    // Stockholm instead of the browser's zone (UTC here)
    await user.click(dialog.getByRole('button', { name: 'Change time zone' }));
    await user.selectOptions(dialog.getByLabelText(/^Time zone/), 'Europe/Stockholm');
    expect(dialog.getByText(/^Times are in Stockholm \(GMT\+[12]\)\.$/)).toBeInTheDocument();

    const later = wallClockOf(new Date(Date.now() + 6 * DAY), 'Europe/Stockholm').day;
    await user.type(dialog.getAllByLabelText(/^Date/)[0]!, later);
    await user.type(dialog.getAllByLabelText(/^Start/)[0]!, '10:00');
    await user.click(dialog.getByRole('button', { name: 'Add another time' }));
    await user.type(dialog.getAllByLabelText(/^Date/)[1]!, later);
    await user.type(dialog.getAllByLabelText(/^Start/)[1]!, '14:00');
    await user.click(dialog.getByRole('radio', { name: 'Video call' }));
    await user.clear(dialog.getByLabelText(/^Video link/));
    await user.type(dialog.getByLabelText(/^Video link/), 'https://meet.corridor.test/nordvik');
    await user.type(dialog.getByLabelText(/^Note/), 'Fees and timeline.');
    await user.click(dialog.getByRole('button', { name: 'Propose meeting' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(await within(region).findByText('Your proposal is sent. Al Noor Corporate Services can now choose a time.')).toBeInTheDocument();
    expect(within(region).getByText('You proposed an intro call.')).toBeInTheDocument();
    expect(within(region).getByText('Waiting for Al Noor Corporate Services to choose a time.')).toBeInTheDocument();
    expect(within(region).getAllByText(/^\w{3} \d{1,2} \w{3}, 1[04]:00 Stockholm · \d\d:00 Dubai · 30 min$/)).toHaveLength(2);
    expect(localStorage.getItem('preferredTimeZone')).toBe('Europe/Stockholm');
    const sent = requests.find((request) => request.method === 'POST' && request.path === '/conversations/ctr_0001/meetings');
    expect(sent?.body).toMatchObject({ timeZone: 'Europe/Stockholm', channel: { kind: 'video', detail: 'https://meet.corridor.test/nordvik' }, note: 'Fees and timeline.' });
    const slots = (sent?.body as { slots: Array<{ start: string }> }).slots;
    expect(slots.map((slot) => wallClockOf(new Date(slot.start), 'Europe/Stockholm'))).toEqual([
      { day: later, time: '10:00' },
      { day: later, time: '14:00' },
    ]);
  });

  it('shows a collision the server finds on the slot it names, keeping everything typed', async () => {
    // an agreed call of the foreign business on ctr_0001 …
    const agreed = await partnerProposes([{ start: ahead(4, 8), minutes: 60 }]);
    await call('foreign', 'POST', `/meetings/${agreed.id}/accept`, { slot: 0 });
    // … and another of its open conversations
    const list = await call<Array<{ contractId: string; readOnly: boolean }>>('foreign', 'GET', '/conversations');
    const other = list.find((item) => item.contractId !== 'ctr_0001' && !item.readOnly);
    if (!other) throw new Error('the seed gives the foreign demo account a second open conversation');

    await signInAs('foreign');
    localStorage.setItem('preferredTimeZone', 'Europe/Stockholm');
    renderPanel(other.contractId);
    const user = userEvent.setup();
    await user.click(await within(await panel()).findByRole('button', { name: /^Propose (a meeting|new times|other times)$/ }));
    const dialog = within(await screen.findByRole('dialog', { name: /^Propose/ }));
    const clash = wallClockOf(new Date(Date.parse(agreed.slots[0]!.start) + 30 * 60_000), 'Europe/Stockholm');
    await user.type(dialog.getAllByLabelText(/^Date/)[0]!, clash.day);
    await user.type(dialog.getAllByLabelText(/^Start/)[0]!, clash.time);
    await user.click(dialog.getByRole('radio', { name: 'Phone' }));
    await user.type(dialog.getByLabelText(/^Phone number/), '+46 8 555 010 20');
    await user.click(dialog.getByRole('button', { name: 'Propose meeting' }));
    const refusal = await dialog.findByText(/^Time 1 overlaps your accepted meeting with Al Noor Corporate Services/);
    expect(dialog.getAllByLabelText(/^Start/)[0]).toHaveAttribute('aria-invalid', 'true');
    expect(refusal.closest('p')?.id).toBe(dialog.getAllByLabelText(/^Start/)[0]!.getAttribute('aria-describedby')?.split(' ').pop());
    expect(dialog.getAllByLabelText(/^Date/)[0]).toHaveValue(clash.day);
    expect(dialog.getAllByLabelText(/^Start/)[0]).toHaveValue(clash.time);
    expect(dialog.getByLabelText(/^Phone number/)).toHaveValue('+46 8 555 010 20');
  });

  it('shows a refusal that names no field in a banner above the kept form', async () => {
    await signInAs('foreign');
    use(answer.error('post', '/conversations/ctr_0001/meetings', 409, 'This request was cancelled: its conversation is read-only.'));
    renderPanel();
    const user = userEvent.setup();
    await user.click(await within(await panel()).findByRole('button', { name: /^Propose (a meeting|new times|other times)$/ }));
    const dialog = within(await screen.findByRole('dialog', { name: /^Propose/ }));
    const day = wallClockOf(new Date(Date.now() + 3 * DAY), 'UTC').day;
    await user.type(dialog.getAllByLabelText(/^Date/)[0]!, day);
    await user.type(dialog.getAllByLabelText(/^Start/)[0]!, '09:00');
    await user.click(dialog.getByRole('radio', { name: 'In person' }));
    await user.type(dialog.getByLabelText(/^Address/), 'Al Noor Tower, Floor 12');
    await user.click(dialog.getByRole('button', { name: 'Propose meeting' }));
    const alert = await dialog.findByRole('alert');
    expect(alert).toHaveTextContent('The meeting could not be proposed.');
    expect(alert).toHaveTextContent('This request was cancelled: its conversation is read-only.');
    expect(dialog.getByLabelText(/^Address/)).toHaveValue('Al Noor Tower, Floor 12');
  });
});
