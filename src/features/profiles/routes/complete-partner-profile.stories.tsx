import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { sampleLogoFile, withDraft } from '../stories/decorators';
import { Component } from './complete-partner-profile';
import { partnerAnswers } from '../test/partner-answers';

const answers = partnerAnswers;

const meta = {
  title: 'Profiles/Register as a Local Partner',
  component: Component,
  parameters: { layout: 'fullscreen', session: 'local', router: { initialEntries: ['/complete-partner-profile'] } },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Chooses the logo (never kept in a draft) and submits. */
const chooseLogoAndSubmit = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.upload(await canvas.findByLabelText(/^Business Logo/), sampleLogoFile());
  await canvas.findByRole('img', { name: 'Preview of the business logo' });
  await userEvent.click(canvas.getByRole('button', { name: 'Register as a Local Partner' }));
};

/** A blank form: five sections, first reading of every list; the logo is required though its hint says optional. */
export const Empty: Story = {
  decorators: [withDraft('partner', null)],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Register as a Local Partner' })).toBeInTheDocument();
  },
};

/** Every answer given and a logo chosen (previewed). */
export const Filled: Story = {
  decorators: [withDraft('partner', answers)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(await canvas.findByLabelText(/^Business Logo/), sampleLogoFile());
    await expect(await canvas.findByRole('img', { name: 'Preview of the business logo' })).toBeInTheDocument();
  },
};

/** Submitting: spinner on the disabled button. */
export const Loading: Story = {
  decorators: [withDraft('partner', answers)],
  parameters: {
    msw: {
      handlers: [
        http.post('*/local-partner/add', async () => {
          await delay('infinite');
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await chooseLogoAndSubmit(canvasElement);
    await expect(await within(canvasElement).findByRole('button', { name: /Submitting/ })).toBeDisabled();
  },
};

/** A 409 (the demo partner already has a profile) shows the server's message; the answers stay. */
export const ServerError: Story = {
  name: 'Error',
  decorators: [withDraft('partner', answers)],
  play: async ({ canvasElement }) => {
    await chooseLogoAndSubmit(canvasElement);
    await expect(await within(canvasElement).findByText('A profile already exists for this account.')).toBeInTheDocument();
  },
};

/** A file that is not an image is refused with a message. */
export const RefusedLogo: Story = {
  decorators: [withDraft('partner', answers)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(await canvas.findByLabelText(/^Business Logo/), new File(['%PDF-1.4'], 'brochure.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    await expect(await canvas.findByText('This file is not an image. Choose a PNG, JPG, SVG, GIF or WebP file.')).toBeInTheDocument();
  },
};
