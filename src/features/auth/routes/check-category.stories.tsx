import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, spyOn, userEvent, within } from 'storybook/test';
import { auth as authText } from '@/i18n/auth';
import { Component } from './check-category';

const categoryText = authText.category;

const meta = {
  title: 'Screens/Auth/Check category',
  component: Component,
  parameters: { layout: 'fullscreen', router: { initialEntries: ['/check-Category'] } },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

async function choose(canvasElement: HTMLElement, name: RegExp) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('radio', { name }));
  await userEvent.click(canvas.getByRole('button', { name: categoryText.confirm }));
  return canvas;
}

export const Idle: Story = {};

/** Confirming without a choice alerts (the alert is silenced here) and says so inline. */
export const ValidationError: Story = {
  play: async ({ canvasElement }) => {
    const alert = spyOn(window, 'alert').mockImplementation(() => {});
    try {
      const canvas = within(canvasElement);
      await userEvent.click(canvas.getByRole('button', { name: categoryText.confirm }));
      await expect(await canvas.findByRole('alert')).toHaveTextContent(categoryText.required);
      await expect(alert).toHaveBeenCalledWith(categoryText.required);
    } finally {
      alert.mockRestore();
    }
  },
};

export const Saving: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/changecategory', async () => {
          await delay('infinite');
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await choose(canvasElement, /Local Partner/);
    await expect(await canvas.findByRole('button', { name: categoryText.confirming })).toBeDisabled();
  },
};

/** 202: 'Category updated successfully! Redirecting...'; the profile form opens 3 s later. */
export const Success: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/changecategory', () =>
          HttpResponse.json(
            {
              user: {
                _id: 'usr_0100',
                id: 'usr_0100',
                name: 'Lars Haugen',
                businessName: '',
                email: 'lars@fjord-energy.no',
                category: 'investor',
                hasCompletedProfile: false,
                profileId: null,
              },
              message: 'Category updated successfully',
            },
            { status: 202 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await choose(canvasElement, /Investor/);
    await expect(await canvas.findByRole('status')).toHaveTextContent(categoryText.success);
  },
};

/** Other answers are only logged by the host; the page also says so. */
export const ServerError: Story = {
  parameters: {
    msw: { handlers: [http.post('*/changecategory', () => HttpResponse.json({ message: 'Sign in again.' }, { status: 401 }))] },
  },
  play: async ({ canvasElement }) => {
    const warn = spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const canvas = await choose(canvasElement, /Foreign Business/);
      await expect(await canvas.findByRole('alert')).toHaveTextContent(categoryText.failed);
    } finally {
      warn.mockRestore();
    }
  },
};
