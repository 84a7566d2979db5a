import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { components } from '@/api/schema';
import { Component } from './admin-panel';

type Row = components['schemas']['BusinessListItem'];

const categories = ['local', 'foreign', 'investor'] as const;
const industries = ['Technology & SaaS', 'Fintech & Financial Services', 'Healthcare & Life Sciences', 'Food & Beverage', 'Professional Services'];

/** 5,000 generated rows, as the mock's `extraBusinesses` seed gives the real page. */
const manyRows: Row[] = Array.from({ length: 5000 }, (_, index) => {
  const category = categories[index % 3]!;
  return {
    _id: `gen_${index}`,
    name: `${['Sidra', 'Norrvik', 'Oryx', 'Lumi', 'Coral Key'][index % 5]} ${['Bridge', 'Holm', 'Gate', 'Capital', 'Works'][Math.floor(index / 5) % 5]} ${index + 1}`,
    category,
    industry: industries[index % industries.length]!,
    contact: `contact${index + 1}@example.com`,
    status: category === 'local' ? (['Pending', 'Active', 'Active', 'Rejected'] as const)[index % 4]! : 'Active',
  };
});

const meta = {
  title: 'Screens/Admin/Admin panel',
  component: Component,
  parameters: {
    layout: 'fullscreen',
    session: 'admin',
    router: { initialEntries: ['/adminPanel'] },
  },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seeded demo data: counters, type tabs, search, 25 rows a page, Accept/Reject on pending local partners. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/adminPanel', async () => {
          await delay('infinite');
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading businesses…', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [http.get('*/adminPanel', () => HttpResponse.json([], { status: 201 }))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No businesses found matching your criteria.', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  name: 'Error',
  parameters: {
    msw: { handlers: [http.get('*/adminPanel', () => HttpResponse.json({ message: 'Server error' }, { status: 500 }))] },
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('Error Loading Businesses');
    await expect(alert).toHaveTextContent('Server error');
  },
};

/** 5,000 businesses: paginated, with the search staying responsive. */
export const FiveThousandBusinesses: Story = {
  parameters: { msw: { handlers: [http.get('*/adminPanel', () => HttpResponse.json(manyRows, { status: 201 }))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Showing 1–25 of 5,000', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

/** Every action fails: the admin sees a dismissible message (the specification only logs it). */
export const ActionsFail: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/adminPanel/accept/', () => HttpResponse.json({ message: 'Only pending local partners can be accepted.' }, { status: 409 })),
        http.put('*/adminPanel/reject/:id', () => HttpResponse.json({ message: 'Only pending local partners can be rejected.' }, { status: 409 })),
        http.post('*/adminPanel/delete', () => HttpResponse.error()),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', {}, { timeout: 5000 });
    await userEvent.click(canvas.getAllByRole('button', { name: /^Accept / })[0]!);
    // The confirmation is portalled to <body>.
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Only pending local partners can be accepted.');
  },
};

/**
 * Delete asks first: No (focused first, the action is destructive) closes the question and returns
 * focus to the row's Delete button; Yes deletes the business, says so, and moves focus to the list's
 * heading as the row is gone.
 */
export const DeleteBusiness: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const table = await canvas.findByRole('table', {}, { timeout: 5000 });
    const firstRow = within(table).getAllByRole('row')[1]!;
    const name = within(firstRow).getAllByRole('link')[0]!.textContent!;
    const deleteButton = within(firstRow).getByRole('button', { name: `Delete ${name}` });

    await userEvent.click(deleteButton);
    let dialog = await body.findByRole('alertdialog', { name: 'Are you sure you want to delete this business?' });
    await expect(dialog).toHaveTextContent(name);
    await expect(within(dialog).getByRole('button', { name: 'No' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(deleteButton).toHaveFocus();

    await userEvent.click(deleteButton);
    dialog = await body.findByRole('alertdialog', { name: 'Are you sure you want to delete this business?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await expect(await canvas.findByText(`${name} was deleted.`, {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByRole('link', { name })).not.toBeInTheDocument());
    await expect(canvas.getByRole('heading', { level: 2, name: 'Businesses' })).toHaveFocus();
  },
};

/**
 * The 5,000 generated businesses narrowed down: the type tabs by keyboard (arrow keys select),
 * the search, the pages, and a search that finds nothing.
 */
export const FilterSearchAndPages: Story = {
  parameters: { msw: { handlers: [http.get('*/adminPanel', () => HttpResponse.json(manyRows, { status: 201 }))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Showing 1–25 of 5,000', {}, { timeout: 5000 })).toBeInTheDocument();

    // Type: All → Foreign → Local with the arrow keys.
    canvas.getByRole('tab', { name: 'All' }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Local' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'Local' })).toHaveFocus();
    const local = manyRows.filter((row) => row.category === 'local');
    await expect(await canvas.findByText(`Showing 1–25 of ${local.length.toLocaleString('en')}`)).toBeInTheDocument();

    // Search by industry, within the type.
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by name or industry' }), 'fintech');
    const found = local.filter((row) => row.industry.startsWith('Fintech'));
    const pages = Math.ceil(found.length / 25);
    await expect(await canvas.findByText(`Showing 1–25 of ${found.length}`)).toBeInTheDocument();
    const pagination = canvas.getByRole('navigation', { name: 'Pages of businesses' });
    await expect(pagination).toHaveTextContent(`Page 1 of ${pages}`);
    await expect(within(pagination).getByRole('button', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');

    await userEvent.click(within(pagination).getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText(`Showing 26–50 of ${found.length}`)).toBeInTheDocument();
    await expect(pagination).toHaveTextContent(`Page 2 of ${pages}`);
    await expect(within(pagination).getByRole('button', { name: 'Previous' })).not.toHaveAttribute('aria-disabled');

    // Nothing matches: the empty message, no table, no pages.
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by name or industry' }), ' nowhere');
    await expect(await canvas.findByText('No businesses found matching your criteria.')).toBeInTheDocument();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('navigation', { name: 'Pages of businesses' })).not.toBeInTheDocument();
  },
};
