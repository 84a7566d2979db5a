import type { Meta, StoryObj } from '@storybook/react-vite';
import { screenAt } from '@/test/stories';
import { expect, userEvent, within } from 'storybook/test';
import { sampleLogoFile, withDraft } from '../stories/decorators';
import { registrationStories } from '../stories/registration-stories';
import { Component } from './complete-partner-profile';
import { partnerAnswers } from '../test/partner-answers';

const answers = partnerAnswers;

const meta = {
  title: 'Screens/Profiles/Register as a Local Partner',
  component: Component,
  // Spread into a literal: Storybook's docs plugin adds the JSDoc above as `parameters.docs`, and a meta
  // whose `parameters` is not an object literal gets a second `parameters` key that replaces it.
  parameters: { ...screenAt('local', '/complete-partner-profile') },
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

const registration = registrationStories({ formId: 'partner', answers, endpoint: '*/local-partner/add', submit: chooseLogoAndSubmit });

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

export const Loading: Story = registration.Loading;

export const ServerError: Story = registration.ServerError;

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
