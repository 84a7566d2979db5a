import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/i18n';
import { answer, renderRoute, signInAs, use, withScreenBackend } from '@/test/screen-harness';

withScreenBackend();
// The first screen of a file loads its lazy route and the seeded backend: give it time on a busy machine.
configure({ asyncUtilTimeout: 5000 });

/** The line under the title: each name in its own direction, joined by the language's "&". */
const partiesLine = (text: string) => screen.findByText((_, node) => node?.tagName === 'P' && node.textContent === text);

const partnerCard = (position: 'Partner One' | 'Partner Two') =>
  screen.getByText(position, { exact: false }).closest('article') as HTMLElement;

/** A /SingleContract answer built from the seeded ctr_0001, with changes. */
async function singleContract(changes: Record<string, unknown>) {
  const { token } = await signInAs('local');
  const response = await fetch(`${location.origin}/SingleContract`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ contractId: 'ctr_0001' }),
  });
  const body = (await response.json()) as Record<string, unknown>;
  return { ...body, ...changes };
}

describe('the contract detail', () => {
  it('says "Loading contract details..." while the contract loads', async () => {
    await signInAs('local');
    use(answer.loading('post', '/SingleContract'));
    renderRoute('/contract/ctr_0001');
    expect(await screen.findByText('Loading contract details...')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Contract details' })).toBeInTheDocument();
  });

  it('shows the status, the title-cased category, the start date and both partners with their role labels', async () => {
    await signInAs('local');
    renderRoute('/contract/ctr_0001');
    expect(await partiesLine('Al Noor Corporate Services & Nordvik Payments AB')).toBeInTheDocument();
    const facts = screen.getByLabelText('Contract summary');
    expect(within(facts).getByText('Approved')).toBeInTheDocument();
    expect(within(facts).getByText('Local-Foreign')).toBeInTheDocument();
    expect(within(facts).getByText('Start date').nextSibling).toHaveTextContent('4 Jun 2026');

    const one = partnerCard('Partner One');
    expect(one).toHaveTextContent('Partner One · Local Partner');
    expect(within(one).getByRole('heading', { name: 'Al Noor Corporate Services' })).toBeInTheDocument();
    expect(one).toHaveTextContent('Professional Services');
    expect(one).toHaveTextContent('Dubai — DIFC');
    const two = partnerCard('Partner Two');
    expect(two).toHaveTextContent('Partner Two · Foreign Partner');
    expect(within(two).getByRole('heading', { name: 'Nordvik Payments AB' })).toBeInTheDocument();
    expect(two).toHaveTextContent('Fintech & Financial Services');
    expect(two).toHaveTextContent('Sweden, Nordics');

    expect(screen.getByRole('link', { name: 'Back to contracts' })).toHaveAttribute('href', '/partner/AllContracts');
    // The header's Messages link leads to the inbox; the page's to this request's conversation.
    expect(screen.getAllByRole('link', { name: 'Messages' }).map((link) => link.getAttribute('href'))).toContain('/messages/ctr_0001');
  });

  it.each([
    ['ctr_0003', 'local', 'Investor-Local', 'Local Partner', 'Investor', 'Al Noor Corporate Services', 'Saqr Bay Family Office'],
    ['ctr_0002', 'foreign', 'Investor-Foreign', 'Foreign Partner', 'Investor', 'Nordvik Payments AB', 'Saqr Bay Family Office'],
  ] as const)('labels the partners of %s by its category', async (id, account, category, roleOne, roleTwo, nameOne, nameTwo) => {
    await signInAs(account);
    renderRoute(`/contract/${id}`);
    expect(await screen.findByText(category)).toBeInTheDocument();
    expect(partnerCard('Partner One')).toHaveTextContent(`Partner One · ${roleOne}`);
    expect(partnerCard('Partner One')).toHaveTextContent(nameOne);
    expect(partnerCard('Partner Two')).toHaveTextContent(`Partner Two · ${roleTwo}`);
    expect(partnerCard('Partner Two')).toHaveTextContent(nameTwo);
  });

  it('shows an investor\'s target industries and registered region', async () => {
    await signInAs('investor');
    renderRoute('/contract/ctr_0002');
    await screen.findByText('Investor-Foreign');
    expect(partnerCard('Partner Two')).toHaveTextContent('Fintech & Financial Services, Technology & SaaS');
    expect(partnerCard('Partner Two')).toHaveTextContent('Abu Dhabi — ADGM');
  });

  it('labels an unknown category Foreign Partner and Investor, and a missing status "Unknown Status"', async () => {
    const body = await singleContract({});
    const contract = { ...(body.contract as object), category: 'investor', status: '' };
    use(answer.json('post', '/SingleContract', { ...body, contract }));
    renderRoute('/contract/ctr_0001');
    expect(await screen.findByText('Unknown Status')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Contract summary')).getByText('Investor')).toBeInTheDocument();
    expect(partnerCard('Partner One')).toHaveTextContent('Partner One · Foreign Partner');
    expect(partnerCard('Partner Two')).toHaveTextContent('Partner Two · Investor');
  });

  it('shows "Partner information not available" for a deleted partner', async () => {
    use(answer.json('post', '/SingleContract', await singleContract({ partnerTwo: null })));
    renderRoute('/contract/ctr_0001');
    expect(await screen.findByRole('heading', { name: 'Partner information not available' })).toBeInTheDocument();
    expect(partnerCard('Partner Two')).toHaveTextContent('Foreign Partner');
    expect(partnerCard('Partner One')).toHaveTextContent('Al Noor Corporate Services');
  });

  it('says "No contract data available" when the answer has no contract', async () => {
    use(answer.json('post', '/SingleContract', await singleContract({ contract: null })));
    renderRoute('/contract/ctr_0001');
    expect(await screen.findByText('No contract data available')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Project Milestones' })).not.toBeInTheDocument();
  });

  it('shows "Error Loading Contract" with "Contract not found" for an unknown id, and Retry asks again', async () => {
    // Fetched before rendering: it signs in again, and a new sign-in refreshes what is on screen.
    const found = await singleContract({});
    renderRoute('/contract/ctr_9999');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Error Loading Contract' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Contract not found');

    use(answer.json('post', '/SingleContract', found));
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await partiesLine('Al Noor Corporate Services & Nordvik Payments AB')).toBeInTheDocument();
  });

  it('treats a "Not Found" message as "Contract not found"', async () => {
    await signInAs('local');
    use(answer.json('post', '/SingleContract', { message: 'Not Found', contract: null, partnerOne: null, partnerTwo: null }));
    renderRoute('/contract/ctr_0001');
    expect(await screen.findByRole('alert')).toHaveTextContent('Contract not found');
  });

  it('shows "HTTP error! status: {code}" for other failures', async () => {
    await signInAs('local');
    use(http.post('*/SingleContract', () => HttpResponse.json({}, { status: 500 })));
    renderRoute('/contract/ctr_0001');
    expect(await screen.findByRole('alert')).toHaveTextContent('HTTP error! status: 500');
  });

  it('does not open a contract for someone who is not a party', async () => {
    await signInAs('investor');
    renderRoute('/contract/ctr_0001');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error Loading Contract');
    expect(alert).toHaveTextContent('HTTP error! status: 403');
    expect(screen.queryByText('Nordvik Payments AB')).not.toBeInTheDocument();
  });

  it('lets an admin open any contract and plan and comment on it', async () => {
    await signInAs('admin');
    renderRoute('/contract/ctr_0001');
    expect(await screen.findByRole('button', { name: 'Add milestone' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to contracts' })).toHaveAttribute('href', '/admin/AllContracts');
    expect(screen.getByRole('link', { name: 'Read the conversation' })).toHaveAttribute('href', '/messages/ctr_0001');
    expect((await screen.findAllByRole('button', { name: /^Add comment to/ })).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: /^Add task to/ }).length).toBeGreaterThan(0);
  });

  it('says "User not authenticated" without a session', async () => {
    renderRoute('/contract/ctr_0001');
    expect(await screen.findByRole('heading', { name: 'User not authenticated' })).toBeInTheDocument();
  });

  it('shows a request that is not approved yet without its document or planning buttons', async () => {
    await signInAs('foreign');
    renderRoute('/contract/ctr_0007');
    expect(await screen.findByText('The contract document is generated when the request is approved.')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Contract summary')).getByText('Pending')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download contract (HTML)' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('No milestones found for this contract.')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /^Add/ })).not.toBeInTheDocument();
  });
});

describe('the contract detail in Arabic', () => {
  afterEach(async () => {
    await setLanguage('en', 'latn');
  });

  it('words the summary, the parties and the milestones in Arabic, right to left, the names kept whole', async () => {
    await signInAs('local');
    await setLanguage('ar');
    renderRoute('/contract/ctr_0001');
    expect(await screen.findByRole('heading', { level: 1, name: 'تفاصيل العقد' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(await partiesLine('Al Noor Corporate Services و Nordvik Payments AB')).toBeInTheDocument();
    expect(screen.getByText('Nordvik Payments AB', { selector: 'p > span' })).toHaveAttribute('dir', 'auto');

    const facts = screen.getByLabelText('ملخص العقد');
    expect(within(facts).getByText('معتمد')).toBeInTheDocument();
    expect(within(facts).getByText('شريك محلي – شركة أجنبية')).toBeInTheDocument();

    const one = screen.getByText('الشريك الأول', { exact: false }).closest('article') as HTMLElement;
    expect(one).toHaveTextContent('الشريك الأول · شريك محلي');
    expect(one).toHaveTextContent('الخدمات المهنية');
    const two = screen.getByText('الشريك الثاني', { exact: false }).closest('article') as HTMLElement;
    expect(two).toHaveTextContent('التكنولوجيا المالية والخدمات المالية');
    expect(within(two).getByText('Sweden, Nordics')).toHaveAttribute('dir', 'auto');

    // "Back" points right in a right-to-left page.
    expect(screen.getByRole('link', { name: /العودة إلى العقود/ })).toHaveTextContent(/^→ العودة إلى العقود$/);
    // The milestones' summary counts tasks and milestones with Arabic plurals.
    const milestones = screen.getByRole('region', { name: 'المراحل الرئيسية للمشروع' });
    expect(await within(milestones).findByText(/^اكتملت \d+ من أصل .+ في .+$/)).toBeInTheDocument();
  });
});
