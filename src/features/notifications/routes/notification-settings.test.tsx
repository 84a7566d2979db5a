import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { components } from '@/api/schema';
import { answer, renderRoute, signInAs, use, withRequestLog, withScreenBackend } from '@/test/screen-harness';

withScreenBackend();
const requests = withRequestLog();
configure({ asyncUtilTimeout: 8000 });

type Preferences = components['schemas']['NotificationPreferences'];

async function saved(): Promise<Preferences> {
  const response = await fetch(`${location.origin}/notifications/preferences`, { headers: { Authorization: `Bearer ${localStorage.getItem('token')}` } });
  return (await response.json()) as Preferences;
}

describe('/notifications/settings', () => {
  it('shows each kind of update with its two channels as the server has them, and saves a change', async () => {
    await signInAs('foreign');
    const before = await saved();
    renderRoute('/notifications/settings');
    for (const row of before.kinds) {
      const name = { 'request-received': 'Requests you receive', 'comment-added': 'Comments' }[row.kind as string];
      if (!name) continue;
      expect(await screen.findByRole('checkbox', { name: `${name}: In the app` })).toHaveProperty('checked', row.inApp);
      expect(screen.getByRole('checkbox', { name: `${name}: By e-mail` })).toHaveProperty('checked', row.email);
    }
    const comments = screen.getByRole('checkbox', { name: 'Comments: By e-mail' });
    await userEvent.click(comments);
    await userEvent.click(screen.getByRole('checkbox', { name: /daily digest/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Your notification settings are saved.')).toBeInTheDocument();
    const put = requests.find((request) => request.method === 'PUT' && request.path === '/notifications/preferences');
    expect(put?.body).toMatchObject({ digest: !before.digest });
    const after = await saved();
    expect(after.digest).toBe(!before.digest);
    expect(after.kinds.find((row) => row.kind === 'comment-added')?.email).toBe(!before.kinds.find((row) => row.kind === 'comment-added')?.email);
  });

  it('keeps every tick when the server refuses, and says why', async () => {
    await signInAs('local');
    use(answer.error('put', '/notifications/preferences', 400, 'Every kind of update must be listed once.'));
    renderRoute('/notifications/settings');
    const box = await screen.findByRole('checkbox', { name: 'New tasks: By e-mail' });
    const was = (box as HTMLInputElement).checked;
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your settings could not be saved: Every kind of update must be listed once.');
    expect((box as HTMLInputElement).checked).toBe(!was);
  });
});
