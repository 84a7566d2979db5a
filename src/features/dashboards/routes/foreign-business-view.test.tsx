import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, renderRoute, signInAs, use, withScreenBackend } from '@/test/screen-harness';

withScreenBackend();

const VIEW = '/partner/applyForCheckProfileofForeign';
const APPLY = '/foreign/applyForPartnership';

async function apply() {
  await userEvent.click(await screen.findByRole('button', { name: 'Apply for Partnership' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Apply for Partnership' });
  expect(dialog).toHaveTextContent('Send a partnership application to Brisant Conseil SAS?');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
}

describe('/foreign-business/:id', () => {
  it('shows User not authenticated without a stored user and token', async () => {
    renderRoute('/foreign-business/fb_0010');
    expect(await screen.findByRole('heading', { name: 'User not authenticated' })).toBeInTheDocument();
  });

  it('shows the loading state', async () => {
    await signInAs('investor');
    use(answer.loading('post', VIEW));
    renderRoute('/foreign-business/fb_0010');
    expect(await screen.findByText('Loading profile…')).toBeInTheDocument();
  });

  it('lays out the business for a decision with its Active badge', async () => {
    await signInAs('investor');
    renderRoute('/foreign-business/fb_0010');
    expect(await screen.findByRole('heading', { level: 1, name: 'Brisant Conseil SAS' })).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Company' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Expansion plans' })).toBeInTheDocument();
    expect(screen.getByText('Target revenue growth')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/investor-dashboard');
  });

  it('applies for partnership and then shows the request as sent', async () => {
    await signInAs('investor');
    renderRoute('/foreign-business/fb_0010');
    await apply();
    expect(await screen.findByText('Partnership request sent successfully')).toBeInTheDocument();
    expect(await screen.findByText('Request sent — awaiting response')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Contracts' })).toHaveAttribute('href', '/investor/AllContracts');
  });

  it.each([
    ['the server’s message', answer.error('post', APPLY, 409, 'A request between you and this party is already open.'), 'A request between you and this party is already open.'],
    ['the fallback without a message', answer.json('post', APPLY, {}, 500), 'Failed to submit partnership application. Please try again.'],
    ['the exception sentence when nothing answers', answer.networkError('post', APPLY), 'An error occurred while submitting your application. Please try again.'],
  ])('shows a closable error banner with %s', async (_case, handler, message) => {
    await signInAs('local');
    use(handler);
    renderRoute('/foreign-business/fb_0010');
    await apply();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    await userEvent.click(within(alert).getByRole('button', { name: 'Close message' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows Connected for the demo partner’s approved contract', async () => {
    await signInAs('local');
    renderRoute('/foreign-business/fb_0001');
    expect(await screen.findByText('Connected')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the contract' })).toHaveAttribute('href', '/contract/ctr_0001');
  });

  it('hides the action from an admin and from another foreign business', async () => {
    await signInAs('admin');
    const first = renderRoute('/foreign-business/fb_0010');
    expect(await screen.findByRole('heading', { level: 1, name: 'Brisant Conseil SAS' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply for Partnership' })).not.toBeInTheDocument();
    first.unmount();

    await signInAs('foreign');
    renderRoute('/foreign-business/fb_0010');
    expect(await screen.findByRole('heading', { level: 1, name: 'Brisant Conseil SAS' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply for Partnership' })).not.toBeInTheDocument();
  });

  it('says Business not found for an unknown business', async () => {
    await signInAs('investor');
    renderRoute('/foreign-business/fb_9999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Business not found' })).toBeInTheDocument();
  });

  it('shows Error loading business data without a server message, Failed to load business data without an answer', async () => {
    await signInAs('investor');
    use(answer.json('post', VIEW, {}, 500));
    const first = renderRoute('/foreign-business/fb_0010');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading business data');
    first.unmount();

    use(answer.networkError('post', VIEW));
    renderRoute('/foreign-business/fb_0010');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load business data');
  });
});
