import type { Meta, StoryObj } from '@storybook/react-vite';
import { screenAt } from '@/test/stories';
import { expect, userEvent, within } from 'storybook/test';
import { withDraft } from '../stories/decorators';
import { registrationStories } from '../stories/registration-stories';
import { Component } from './complete-business-profile';

const answers = {
  companyName: 'Dahl Subsea Robotics AS',
  industry: 'Manufacturing & Industrial',
  companySize: '11-50',
  operatingRegion: 'Norway, Nordics',
  expansionGoal: 'Market Entry',
  targetRevenue: '40',
  expansionTimeline: '6-12 months',
  marketType: 'emerging',
  preferredPartnerType: 'Legal',
  budgetRange: '100k-250k',
};

const meta = {
  title: 'Screens/Profiles/Expand Your Business',
  component: Component,
  // Spread into a literal: Storybook's docs plugin adds the JSDoc above as `parameters.docs`, and a meta
  // whose `parameters` is not an object literal gets a second `parameters` key that replaces it.
  parameters: { ...screenAt('foreign', '/complete-business-profile') },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

const submit = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Save Business Profile' }));
};

const registration = registrationStories({ formId: 'business', answers, endpoint: '*/foreign/add', submit: submit });

/** A blank form: three sections, first reading of every list. */
export const Empty: Story = {
  decorators: [withDraft('business', null)],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Expand Your Business' })).toBeInTheDocument();
  },
};

/** Every answer given (restored from a draft after a reload). */
export const Filled: Story = {
  decorators: [withDraft('business', answers)],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByDisplayValue('Dahl Subsea Robotics AS')).toBeInTheDocument();
  },
};

export const Loading: Story = registration.Loading;

export const ServerError: Story = registration.ServerError;

/** Submitted without answers: the required-field message and the marked fields. */
export const MissingFields: Story = {
  decorators: [withDraft('business', null)],
  play: async ({ canvasElement }) => {
    await submit(canvasElement);
    await expect(await within(canvasElement).findByText('Please fill all required fields')).toBeInTheDocument();
  },
};
