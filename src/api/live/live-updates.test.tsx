import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { DEMO_ACCOUNTS } from '../../../mocks/db/seed/demo-accounts';
import { subscriberCount } from '../../../mocks/domain/live';
import { raw, signIn } from '../../../mocks/test/harness';
import { notifySessionChange } from '@/lib/session';
import { clearAppStorage } from '@/lib/storage';
import { demoEmails, renderRoute, signInAs, withScreenBackend } from '@/test/screen-harness';
import { queryKeys } from '../query-keys';
import type { components } from '../schema';
import { liveStatus } from './status';

withScreenBackend();

type Conversation = components['schemas']['Conversation'];

/** The seeded request between the demo business and the demo partner. */
function demoContractId(): string {
  const ids: string[] = [DEMO_ACCOUNTS.foreign.profileId, DEMO_ACCOUNTS.local.profileId];
  return db.contracts.all().find((c) => c.status === 'approved' && ids.includes(c.senderProfileId) && ids.includes(c.recipientProfileId))!._id;
}

describe('live updates on signed-in pages', () => {
  it('puts a message the other party writes into the open thread once, while the page stays as it is', async () => {
    const { token: localToken } = await signInAs('local');
    const { queryClient } = renderRoute('/partner-dashboard');
    await screen.findByRole('button', { name: /^Notifications/ });
    await waitFor(() => expect(liveStatus()).toBe('open'));
    expect(subscriberCount(DEMO_ACCOUNTS.local.userId)).toBe(1);

    // The thread as the conversation screen caches it.
    const contractId = demoContractId();
    const thread = (await (await raw('GET', `/conversations/${contractId}`, undefined, localToken)).json()) as Conversation;
    act(() => queryClient.setQueryData(queryKeys.conversation(contractId), thread));

    const { token } = await signIn(demoEmails.foreign);
    const sent = await raw('POST', `/conversations/${contractId}/messages`, JSON.stringify({ body: 'Could we move the call to Wednesday?', clientId: 'live-1' }), token);
    expect(sent.status).toBe(201);
    const { id } = (await sent.json()) as { id: string };
    await waitFor(() => expect(queryClient.getQueryData<Conversation>(queryKeys.conversation(contractId))?.messages.at(-1)?.id).toBe(id));
    const messages = queryClient.getQueryData<Conversation>(queryKeys.conversation(contractId))!.messages;
    expect(messages.filter((message) => message.id === id)).toHaveLength(1);
    expect(messages).toHaveLength(thread.messages.length + 1);
  });

  it('closes the stream at sign-out, and opens one for the next account', async () => {
    await signInAs('local');
    renderRoute('/partner-dashboard');
    await waitFor(() => expect(subscriberCount(DEMO_ACCOUNTS.local.userId)).toBe(1));

    act(() => {
      clearAppStorage();
      notifySessionChange();
    });
    expect(liveStatus()).toBe('offline');
    await waitFor(() => expect(subscriberCount()).toBe(0));

    await act(() => signInAs('foreign'));
    await waitFor(() => expect(liveStatus()).toBe('open'));
    expect(subscriberCount(DEMO_ACCOUNTS.foreign.userId)).toBe(1);
    expect(subscriberCount()).toBe(1);
  });
});
