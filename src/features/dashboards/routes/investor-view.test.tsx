import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, renderRoute, signInAs, use, withScreenBackend } from '@/test/screen-harness';

withScreenBackend();

const VIEW = '/investor/applyForCheckProfileofInvestor';
const APPLY = '/investor/applyForPartnership';

async function connect() {
  await userEvent.click(await screen.findByRole('button', { name: 'Connect with Investor' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Connect with Investor' });
  expect(dialog).toHaveTextContent('Send a connection request to Oasis Crest Ventures?');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
}

describe('/investor/:id', () => {
  it('shows User not authenticated without a stored user and token', async () => {
    renderRoute('/investor/inv_0006');
    expect(await screen.findByRole('heading', { name: 'User not authenticated' })).toBeInTheDocument();
  });

  it('shows the loading state', async () => {
    await signInAs('foreign');
    use(answer.loading('post', VIEW));
    renderRoute('/investor/inv_0006');
    expect(await screen.findByText('Loading profile…')).toBeInTheDocument();
  });

  it('lays out the investor with ticket sizes in thousands of USD and the description box', async () => {
    await signInAs('foreign');
    renderRoute('/investor/inv_0006');
    expect(await screen.findByRole('heading', { level: 1, name: 'Oasis Crest Ventures' })).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.getAllByText('USD 250K – 3,000K').length).toBeGreaterThan(0);
    expect(screen.getByRole('region', { name: 'Investment criteria' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('heading', { level: 2, name: 'Investment focus' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Contact' })).toBeInTheDocument();
  });

  it('connects and then shows the request as sent', async () => {
    await signInAs('foreign');
    renderRoute('/investor/inv_0006');
    await connect();
    expect(await screen.findByText('Connection request sent successfully')).toBeInTheDocument();
    expect(await screen.findByText('Request sent — awaiting response')).toBeInTheDocument();
  });

  it.each([
    ['the server’s message', answer.error('post', APPLY, 403, 'Please complete your profile before sending requests.'), 'Please complete your profile before sending requests.'],
    ['the fallback without a message', answer.json('post', APPLY, {}, 500), 'Failed to send connection request. Please try again.'],
    ['the exception sentence when nothing answers', answer.networkError('post', APPLY), 'An error occurred while sending your connection request. Please try again.'],
  ])('shows an error banner with %s', async (_case, handler, message) => {
    await signInAs('foreign');
    use(handler);
    renderRoute('/investor/inv_0006');
    await connect();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('shows Connected for the demo foreign user’s approved contract with the demo investor', async () => {
    await signInAs('foreign');
    renderRoute('/investor/inv_0001');
    expect(await screen.findByText('Connected')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the contract' })).toHaveAttribute('href', '/contract/ctr_0002');
  });

  it('hides the action from an admin', async () => {
    await signInAs('admin');
    renderRoute('/investor/inv_0006');
    expect(await screen.findByRole('heading', { level: 1, name: 'Oasis Crest Ventures' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Connect with Investor' })).not.toBeInTheDocument();
  });

  it('says Investor not found for an unknown or rejected investor', async () => {
    await signInAs('foreign');
    const first = renderRoute('/investor/inv_9999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Investor not found' })).toBeInTheDocument();
    first.unmount();
    renderRoute('/investor/inv_0019');
    expect(await screen.findByRole('heading', { level: 1, name: 'Investor not found' })).toBeInTheDocument();
  });

  it('shows Error loading investor data without a server message, Failed to load investor data without an answer', async () => {
    await signInAs('foreign');
    use(answer.json('post', VIEW, {}, 500));
    const first = renderRoute('/investor/inv_0006');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading investor data');
    first.unmount();

    use(answer.networkError('post', VIEW));
    renderRoute('/investor/inv_0006');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load investor data');
  });
});
