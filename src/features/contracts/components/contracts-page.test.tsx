import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/i18n';
import { server } from '../../../../mocks/node';
import { answer, renderRoute, signInAs, use, withRequestLog, withScreenBackend } from '@/test/screen-harness';

withScreenBackend();
// The first screen of a file loads its lazy route and the seeded backend: give it time on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const requests = withRequestLog();

const cards = () => screen.getAllByRole('article');
const cardNames = () => cards().map((article) => within(article).getByRole('heading').textContent);
describe('the contract lists', () => {
  it('shows a local partner its approved contracts with foreign businesses first, asking POST /partner/approved-contracts', async () => {
    const { user } = await signInAs('local');
    renderRoute('/partner/AllContracts');

    expect(await screen.findByRole('heading', { level: 1, name: 'Contracts' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Approved' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Pending Requests' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Request Sent' })).toBeInTheDocument();
    const subTabs = within(screen.getByRole('tablist', { name: 'Counterpart type' })).getAllByRole('tab');
    expect(subTabs.map((tab) => tab.textContent)).toEqual(['Foreign', 'Investor']);

    const nordvik = await screen.findByRole('article', { name: 'Nordvik Payments AB' });
    expect(within(nordvik).getByText('Approved')).toBeInTheDocument();
    expect(within(nordvik).getByText('Fintech & Financial Services')).toBeInTheDocument();
    expect(within(nordvik).getByText('Sweden, Nordics')).toBeInTheDocument();
    expect(within(nordvik).getByText('Local-Foreign')).toBeInTheDocument();
    expect(within(nordvik).getByText('4 Jun 2026')).toBeInTheDocument();
    expect(within(nordvik).getByRole('link', { name: /View Details/ })).toHaveAttribute('href', '/contract/ctr_0001');
    expect(within(nordvik).queryByRole('button')).not.toBeInTheDocument();

    expect(requests).toContainEqual({
      method: 'POST',
      path: '/partner/approved-contracts',
      body: { id: user.id, userType: 'local', requestType: 'foreign' },
    });
  });

  it('asks a foreign business\'s lists under /business/ with the sub-tabs Local Partner and Investor', async () => {
    const { user } = await signInAs('foreign');
    renderRoute('/foreign/AllContracts');
    await screen.findByRole('article', { name: 'Al Noor Corporate Services' });
    const subTabs = within(screen.getByRole('tablist', { name: 'Counterpart type' })).getAllByRole('tab');
    expect(subTabs.map((tab) => tab.textContent)).toEqual(['Local Partner', 'Investor']);
    expect(requests).toContainEqual({
      method: 'POST',
      path: '/business/approved-contracts',
      body: { id: user.id, userType: 'foreign', requestType: 'local' },
    });
  });

  it('names an investor counterparty by its primary contact', async () => {
    await signInAs('foreign');
    renderRoute('/foreign/AllContracts');
    await screen.findByRole('article', { name: 'Al Noor Corporate Services' });
    await userEvent.click(screen.getByRole('tab', { name: 'Investor' }));

    const saqr = await screen.findByRole('article', { name: 'Khalid Al Mazrouei' });
    expect(within(saqr).getByText('Investor')).toBeInTheDocument();
    expect(within(saqr).getByText('Investor-Foreign')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Saqr Bay Family Office' })).not.toBeInTheDocument();
    expect(requests.at(-1)?.path).toBe('/business/approved-contracts');
    expect(requests.at(-1)?.body).toMatchObject({ requestType: 'investor' });
  });

  it('gives an investor the sub-tabs Foreign and Local Partner, and keeps the chosen tabs in the address', async () => {
    await signInAs('investor');
    const { router } = renderRoute('/investor/AllContracts?tab=pending&with=local');
    expect(await screen.findByRole('article', { name: 'Suhail Star Digital' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Pending Requests' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Local Partner' })).toHaveAttribute('aria-selected', 'true');
    const subTabs = within(screen.getByRole('tablist', { name: 'Counterpart type' })).getAllByRole('tab');
    expect(subTabs.map((tab) => tab.textContent)).toEqual(['Foreign', 'Local Partner']);
    expect(requests.at(-1)).toMatchObject({ path: '/investor/pending-requests', body: { userType: 'investor', requestType: 'local' } });

    await userEvent.click(screen.getByRole('tab', { name: 'Request Sent' }));
    expect(router.state.location.search).toBe('?tab=sent&with=local');
  });

  it('filters by company name, name or type, ignoring case, on the client', async () => {
    await signInAs('local');
    renderRoute('/partner/AllContracts');
    await screen.findByRole('article', { name: 'Nordvik Payments AB' });
    expect(cardNames()).toEqual(['Virkki Software Oy', 'Nordvik Payments AB']);
    const listCalls = requests.length;
    const search = screen.getByRole('searchbox', { name: 'Search contracts' });

    await userEvent.type(search, 'NORDVIK');
    await waitFor(() => expect(cardNames()).toEqual(['Nordvik Payments AB']));
    expect(screen.getByText('1 of 2 shown')).toBeInTheDocument();

    await userEvent.clear(search);
    await userEvent.type(search, 'local-foreign');
    await waitFor(() => expect(cards()).toHaveLength(2));

    await userEvent.clear(search);
    await userEvent.type(search, 'foreign business');
    await waitFor(() => expect(cards()).toHaveLength(2));

    await userEvent.clear(search);
    await userEvent.type(search, 'zzz no such partner');
    expect(await screen.findByText('No contracts match your search criteria')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(requests).toHaveLength(listCalls);

    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(search).toHaveValue('');
  });

  it('matches an investor by its legal name and by its primary contact', async () => {
    await signInAs('local');
    renderRoute('/partner/AllContracts?tab=approved&with=investor');
    await screen.findByRole('article', { name: 'Khalid Al Mazrouei' });
    const search = screen.getByRole('searchbox', { name: 'Search contracts' });
    await userEvent.type(search, 'saqr bay');
    await waitFor(() => expect(cardNames()).toEqual(['Khalid Al Mazrouei']));
    await userEvent.clear(search);
    await userEvent.type(search, 'khalid');
    await waitFor(() => expect(cardNames()).toEqual(['Khalid Al Mazrouei']));
  });

  it('shows a loading state while the list is on its way', async () => {
    await signInAs('local');
    use(answer.loading('post', '/partner/approved-contracts'));
    renderRoute('/partner/AllContracts');
    expect(await screen.findByText('Loading contracts…')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('says "No contracts found for your account." for an empty list', async () => {
    await signInAs('local');
    use(answer.json('post', '/partner/approved-contracts', { contracts: [] }));
    renderRoute('/partner/AllContracts');
    expect(await screen.findByText('No contracts found for your account.')).toBeInTheDocument();
    expect(screen.getByText('Nothing approved with this side yet. Approved contracts appear here with their milestones.')).toBeInTheDocument();
  });

  it('shows the load error with Try Again, which loads the list again', async () => {
    await signInAs('local');
    use(answer.error('post', '/partner/approved-contracts'));
    renderRoute('/partner/AllContracts');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load contracts data. Please try again.');

    server.resetHandlers();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Nordvik Payments AB' })).toBeInTheDocument();
  });

  it('treats a network failure like any other load error', async () => {
    await signInAs('local');
    use(answer.networkError('post', '/partner/approved-contracts'));
    renderRoute('/partner/AllContracts');
    expect(await screen.findByText('Failed to load contracts data. Please try again.')).toBeInTheDocument();
  });
});

describe('the contract lists in Arabic', () => {
  afterEach(async () => {
    await setLanguage('en', 'latn');
  });

  it('words the tabs and the cards in Arabic and finds a contract by its Arabic category', async () => {
    await signInAs('local');
    await setLanguage('ar');
    renderRoute('/partner/AllContracts');
    expect(await screen.findByRole('heading', { level: 1, name: 'العقود' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'المعتمدة' })).toHaveAttribute('aria-selected', 'true');

    const nordvik = await screen.findByRole('article', { name: 'Nordvik Payments AB' });
    expect(within(nordvik).getByText('معتمد')).toBeInTheDocument();
    expect(within(nordvik).getByText('التكنولوجيا المالية والخدمات المالية')).toBeInTheDocument();
    expect(within(nordvik).getByText('شريك محلي – شركة أجنبية')).toBeInTheDocument();
    expect(within(nordvik).getByText('Sweden, Nordics')).toHaveAttribute('dir', 'auto');

    await userEvent.type(screen.getByRole('searchbox'), 'شركة أجنبية');
    expect(await screen.findByRole('article', { name: 'Nordvik Payments AB' })).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.type(screen.getByRole('searchbox'), 'مستثمر');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Nordvik Payments AB' })).not.toBeInTheDocument());
  });
});
