import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { Component } from './own-investor-profile';

const meta = {
  title: 'Profiles/Own profile (investor)',
  component: Component,
  parameters: { layout: 'fullscreen', session: 'investor', router: { initialEntries: ['/InvestorProfile/inv_0001'] } },
  render: () => (
    <Routes>
      <Route path="/InvestorProfile/:id" element={<Component />} />
    </Routes>
  ),
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo account's profile in view mode. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 2, name: 'Saqr Bay Family Office' })).toBeInTheDocument();
  },
};

/** Edit mode: the second reading of the lists, stored values outside them kept as "Current value". */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Profile' }));
    await expect(await canvas.findByLabelText(/^Legal Name/)).toBeInTheDocument();
  },
};

/** Save asks for confirmation. */
export const Confirming: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Profile' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Save' }));
    await expect(await within(document.body).findByRole('alertdialog', { name: 'Confirm Profile Update' })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/investor-dashboard/profile', async () => {
          await delay('infinite');
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading your profile…')).toBeInTheDocument();
  },
};

/** No profile registered yet. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/investor-dashboard/profile', () =>
          HttpResponse.json({ message: 'Profile not found. Please complete your profile first.' }, { status: 404 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No profile yet' })).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  name: 'Error',
  parameters: {
    msw: { handlers: [http.get('*/investor-dashboard/profile', () => HttpResponse.json({ message: 'Server error' }, { status: 500 }))] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Error Loading Profile' })).toBeInTheDocument();
  },
};

/** The address names another profile than the signed-in user's. */
export const NotYours: Story = {
  parameters: { router: { initialEntries: ['/InvestorProfile/inv_0002'] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Open my profile' })).toBeInTheDocument();
  },
};
