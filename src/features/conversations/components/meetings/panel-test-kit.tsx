import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { DEMO_PASSWORD, demoEmails, type DemoAccount } from '@/test/screen-harness';
import { useConversation } from '../../api/get-conversation';
import { MeetingPanel } from './meeting-panel';

/*
 * What the meeting panel's screen tests share (meeting-panel.test.tsx, meeting-panel-propose.test.tsx):
 * the other party's calls outside the screen, the panel on a real conversation, and axe. No tests here.
 */

export const DAY = 86_400_000;
/** A UTC instant some days ahead, on the hour (always in the future when the test runs). */
export const ahead = (days: number, utcHour: number) => {
  const date = new Date(Date.now() + days * DAY);
  date.setUTCHours(utcHour, 0, 0, 0);
  return date.toISOString();
};

/** A demo account's bearer token, without touching the app's session. */
async function tokenOf(account: DemoAccount): Promise<string> {
  const response = await fetch(`${location.origin}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: demoEmails[account], password: DEMO_PASSWORD }),
  });
  return ((await response.json()) as { token: string }).token;
}

/** A call to the mock server as a demo account; an error answer throws. */
export async function call<T>(account: DemoAccount, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${location.origin}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await tokenOf(account)}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as T;
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

interface MeetingJson {
  id: string;
  slots: Array<{ start: string; minutes: number }>;
}

/** The partner in Dubai proposes times on ctr_0001 (replacing any open meeting there). */
export const partnerProposes = (slots: Array<{ start: string; minutes: number }>) =>
  call<MeetingJson>('local', 'POST', '/conversations/ctr_0001/meetings', {
    timeZone: 'Asia/Dubai',
    slots,
    channel: { kind: 'video', detail: 'https://meet.corridor.test/al-noor-nordvik' },
    note: 'The licence options first.',
  });

function PanelHost({ contractId }: { contractId: string }) {
  const conversation = useConversation(contractId);
  return conversation.data ? <MeetingPanel conversation={conversation.data} /> : <p>Loading the conversation…</p>;
}

/** The panel on a conversation as the server gives it to the signed-in account. */
export function renderPanel(contractId = 'ctr_0001') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <PanelHost contractId={contractId} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

export const panel = () => screen.findByRole('region', { name: 'Intro meeting' });

export async function seriousViolations(element: Element) {
  const { default: axe } = await import('axe-core');
  const results = await axe.run(element, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id);
}
