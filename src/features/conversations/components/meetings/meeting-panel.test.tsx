import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ICAL from 'ical.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadBlob } from '@/lib/download';
import { signInAs, withRequestLog, withScreenBackend } from '@/test/screen-harness';
import { ahead, call, panel, partnerProposes, renderPanel, seriousViolations } from './panel-test-kit';

vi.mock('@/lib/download', () => ({ downloadBlob: vi.fn() }));

withScreenBackend();
const requests = withRequestLog();
configure({ asyncUtilTimeout: 5000 });
afterEach(() => vi.mocked(downloadBlob).mockReset());

/** A Blob's text (jsdom's Blob has no text()). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(blob);
  });

describe('the meeting panel', () => {
  it('shows a proposal in the reader’s zone and the proposer’s, accepts the chosen time and gives a calendar file of it', async () => {
    const proposed = await partnerProposes([
      { start: ahead(3, 6), minutes: 30 },
      { start: ahead(4, 9), minutes: 45 },
    ]);
    await signInAs('foreign');
    localStorage.setItem('preferredTimeZone', 'Europe/Stockholm');
    renderPanel();
    const region = await panel();
    const group = await within(region).findByRole('group', { name: 'Al Noor Corporate Services proposed an intro call. Choose a time' });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(2);
    expect(radios[0]).toBeChecked();
    expect(within(group).getByLabelText(/^\w{3} \d{1,2} \w{3}, \d\d:\d\d Stockholm · \d\d:\d\d Dubai · 45 min$/)).toBe(radios[1]);
    expect(within(region).getByRole('link', { name: 'https://meet.corridor.test/al-noor-nordvik' })).toHaveAttribute('target', '_blank');
    expect(within(region).getByText('The licence options first.')).toBeInTheDocument();
    expect(await seriousViolations(region)).toEqual([]);

    const user = userEvent.setup();
    await user.click(radios[1]!);
    await user.click(within(region).getByRole('button', { name: 'Accept' }));
    expect(await within(region).findByText('You accepted. Add the call to your calendar so it is not missed.')).toBeInTheDocument();
    expect(within(region).getByText('Accepted')).toBeInTheDocument();
    expect(within(region).queryByRole('radio')).not.toBeInTheDocument();
    expect(requests).toContainEqual({ method: 'POST', path: `/meetings/${proposed.id}/accept`, body: { slot: 1 } });

    await user.click(within(region).getByRole('button', { name: 'Add to calendar' }));
    await waitFor(() => expect(downloadBlob).toHaveBeenCalledTimes(1));
    const [blob, fileName] = vi.mocked(downloadBlob).mock.calls[0]!;
    expect(fileName).toBe(`corridor-meeting-${proposed.id}.ics`);
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(await textOf(blob))).getFirstSubcomponent('vevent')!);
    expect(event.startDate.toJSDate().toISOString()).toBe(proposed.slots[1]!.start);
    expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(45 * 60_000);
    expect(event.uid).toBe(`${proposed.id}@corridor.test`);
  });

  it('asks for a reason before declining, then shows it', async () => {
    await partnerProposes([{ start: ahead(3, 6), minutes: 30 }]);
    await signInAs('foreign');
    renderPanel();
    const user = userEvent.setup();
    await user.click(await within(await panel()).findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline the proposed times' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText('Say why you decline')).toBeInTheDocument();
    expect(requests.some((request) => request.path.endsWith('/decline'))).toBe(false);
    await user.type(within(dialog).getByLabelText(/^Reason/), 'We are at a fair that week.');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const region = await panel();
    expect(await within(region).findByText('You declined.')).toBeInTheDocument();
    expect(within(region).getByText('Reason: “We are at a fair that week.”')).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Propose a meeting' })).toBeInTheDocument();
  });

  it('lets the proposer wait, then cancel the agreed call with an optional reason', async () => {
    const proposed = await partnerProposes([{ start: ahead(5, 7), minutes: 60 }]);
    await signInAs('local');
    const first = renderPanel();
    const waiting = await panel();
    expect(await within(waiting).findByText('Waiting for Nordvik Payments AB to choose a time.')).toBeInTheDocument();
    expect(within(waiting).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    first.unmount();

    await call('foreign', 'POST', `/meetings/${proposed.id}/accept`, { slot: 0 });
    renderPanel();
    const user = userEvent.setup();
    const region = await panel();
    await user.click(await within(region).findByRole('button', { name: 'Cancel meeting' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel the meeting?' });
    await user.type(within(confirm).getByLabelText('Reason (optional)'), 'Our licensing lead is travelling.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel meeting' }));
    expect(await within(region).findByText('You cancelled the meeting.')).toBeInTheDocument();
    expect(within(region).getByText('Reason: “Our licensing lead is travelling.”')).toBeInTheDocument();
    expect(requests).toContainEqual({ method: 'POST', path: `/meetings/${proposed.id}/cancel`, body: { reason: 'Our licensing lead is travelling.' } });
  });

  it('shows an admin what is arranged, with nothing to do', async () => {
    await partnerProposes([{ start: ahead(3, 6), minutes: 30 }]);
    await signInAs('admin');
    renderPanel();
    const region = await panel();
    expect(await within(region).findByText('Al Noor Corporate Services proposed an intro call.')).toBeInTheDocument();
    expect(within(region).getAllByRole('button').map((button) => button.textContent)).toEqual(['Hide details']);
    expect(within(region).queryByRole('radio')).not.toBeInTheDocument();
    const line = within(region).getByText(/^\w{3} \d{1,2} \w{3}, \d\d:\d\d UTC · .+ · 30 min$/).textContent ?? '';
    expect(line).toMatch(/\d\d:\d\d Stockholm/);
    expect(line).toMatch(/\d\d:\d\d Dubai/);

    // folded: one line says what is arranged
    const user = userEvent.setup();
    await user.click(within(region).getByRole('button', { name: 'Hide details' }));
    expect(within(region).getByRole('button', { name: 'Show details' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(region).getByText(line)).not.toBeVisible();
    const [summary, hiddenIntro] = within(region).getAllByText('Al Noor Corporate Services proposed an intro call.');
    expect(summary).toBeVisible();
    expect(hiddenIntro).not.toBeVisible();
  });
});
