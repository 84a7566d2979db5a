import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mock, screenAt } from '@/test/stories';
import { Component } from './partner-contracts';

/** /partner/AllContracts as the demo local partner (Al Noor Corporate Services), on the mock backend. */
const meta = {
  title: 'Screens/Contracts/Partner contracts',
  component: Component,
  // Spread into a literal: Storybook's docs plugin adds the JSDoc above as `parameters.docs`, and a meta
  // whose `parameters` is not an object literal gets a second `parameters` key that replaces it.
  parameters: { ...screenAt('local', '/partner/AllContracts') },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

export const PendingRequests: Story = {
  parameters: { router: { initialEntries: ['/partner/AllContracts?tab=pending&with=foreign'] } },
};

export const RequestSentToInvestors: Story = {
  parameters: { router: { initialEntries: ['/partner/AllContracts?tab=sent&with=investor'] } },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [mock.loading('post', '/partner/approved-contracts')] } },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [mock.json('post', '/partner/approved-contracts', { contracts: [] })] } },
};

export const LoadError: Story = {
  name: 'Error',
  parameters: { msw: { handlers: [mock.error('post', '/partner/approved-contracts')] } },
};

export const SignedOut: Story = { parameters: { session: null } };

const articleNames = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .queryAllByRole('article')
    .map((article) => article.getAttribute('aria-label') ?? within(article).getByRole('heading').textContent);

/**
 * The tabs by keyboard (arrow keys select, as in the WAI-ARIA tabs pattern) and the search, which
 * narrows the cards on the client, says how many it shows, and offers to clear a search that finds
 * nothing.
 */
export const TabsAndSearch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('article', { name: 'Nordvik Payments AB' }, { timeout: 5000 });
    await expect(articleNames(canvasElement)).toEqual(['Virkki Software Oy', 'Nordvik Payments AB']);

    canvas.getByRole('tab', { name: 'Approved' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Pending Requests' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'Pending Requests' })).toHaveFocus();
    await expect(await canvas.findByRole('article', { name: 'Maison Aubrac Hospitalité SAS' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Approved' })).toHaveAttribute('aria-selected', 'true');
    await canvas.findByRole('article', { name: 'Nordvik Payments AB' });

    const search = canvas.getByRole('searchbox', { name: 'Search contracts' });
    await userEvent.type(search, 'NORDVIK');
    await waitFor(() => expect(articleNames(canvasElement)).toEqual(['Nordvik Payments AB']));
    await expect(canvas.getByText('1 of 2 shown')).toBeInTheDocument();

    await userEvent.type(search, ' and nobody else');
    await expect(await canvas.findByText('No contracts match your search criteria')).toBeInTheDocument();
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(articleNames(canvasElement)).toHaveLength(2));
    await expect(search).toHaveValue('');
  },
};

/**
 * Approve asks first: Keep request closes the question and returns focus to Approve; approving
 * says so and the request leaves Pending Requests.
 */
export const ApproveRequest: Story = {
  parameters: { router: { initialEntries: ['/partner/AllContracts?tab=pending&with=foreign'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const request = await canvas.findByRole('article', { name: 'Maison Aubrac Hospitalité SAS' }, { timeout: 5000 });
    const approve = within(request).getByRole('button', { name: 'Approve' });

    await userEvent.click(approve);
    let dialog = await body.findByRole('alertdialog', { name: 'Approve this request?' });
    await expect(dialog).toHaveTextContent('Approving with Maison Aubrac Hospitalité SAS creates the contract and its SLA.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep request' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(approve).toHaveFocus();

    await userEvent.click(approve);
    dialog = await body.findByRole('alertdialog', { name: 'Approve this request?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await expect(await canvas.findByText('Request approved. The contract with Maison Aubrac Hospitalité SAS is now under Approved.', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(await canvas.findByText('No contracts found for your account.')).toBeInTheDocument();
  },
};

/** Reject (destructive: Keep request is focused first) declines the request and says so. */
export const RejectRequest: Story = {
  parameters: { router: { initialEntries: ['/partner/AllContracts?tab=pending&with=investor'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const request = await canvas.findByRole('article', { name: 'Hamad Al Falasi' }, { timeout: 5000 });

    await userEvent.click(within(request).getByRole('button', { name: 'Reject' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Reject this request?' });
    await expect(within(dialog).getByRole('button', { name: 'Keep request' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await expect(await canvas.findByText('Request from Hamad Al Falasi rejected.', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(await canvas.findByText('No contracts found for your account.')).toBeInTheDocument();
  },
};
