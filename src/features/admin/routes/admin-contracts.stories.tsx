import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { Component } from './admin-contracts';

const meta = {
  title: 'Screens/Admin/All contracts',
  component: Component,
  parameters: {
    layout: 'fullscreen',
    session: 'admin',
    router: { initialEntries: ['/admin/AllContracts'] },
  },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every seeded contract, newest first. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const cards = await within(canvasElement).findAllByRole('article', {}, { timeout: 5000 });
    await expect(cards.length).toBeGreaterThan(0);
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/allContracts', async () => {
          await delay('infinite');
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading contracts…', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [http.get('*/allContracts', () => HttpResponse.json([], { status: 201 }))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No contracts yet', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

/** Any answer but 201 shows its message. */
export const LoadError: Story = {
  name: 'Error',
  parameters: {
    msw: {
      handlers: [http.get('*/allContracts', () => HttpResponse.json({ message: 'Only admins can list every contract.' }, { status: 403 }))],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Only admins can list every contract.');
  },
};
