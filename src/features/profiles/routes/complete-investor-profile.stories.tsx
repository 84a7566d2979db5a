import type { Meta, StoryObj } from '@storybook/react-vite';
import { screenAt } from '@/test/stories';
import { expect, userEvent, within } from 'storybook/test';
import { withDraft } from '../stories/decorators';
import { registrationStories } from '../stories/registration-stories';
import { Component } from './complete-investor-profile';

const answers = {
  investorType: 'Venture Capital (VC)',
  legalName: 'Fjordline Ventures AS',
  registeredRegion: 'Oslo, Norway',
  primaryContactName: 'Ingrid Berg',
  designation: 'Partner',
  contactEmail: 'ingrid@fjordline.vc',
  contactPhone: '+47 22 33 44 55',
  ticketSizeMinUSD: '250000',
  ticketSizeMaxUSD: '1500000',
  targetStages: ['Seed', 'Series A'],
  targetIndustries: ['Technology & SaaS', 'CleanTech & Renewable Energy'],
  geographyFocus: 'Europe',
  marketTypePreference: 'B2B',
  involvementLevel: 'advisory',
  exitHorizonYears: '5',
  coInvestPreference: true,
  matchScoreCriteria: 'Nordic B2B software opening in the Gulf.',
};

const meta = {
  title: 'Screens/Profiles/Register as an Investor',
  component: Component,
  // Spread into a literal: Storybook's docs plugin adds the JSDoc above as `parameters.docs`, and a meta
  // whose `parameters` is not an object literal gets a second `parameters` key that replaces it.
  parameters: { ...screenAt('investor', '/complete-investor-profile') },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

const submit = async (canvasElement: HTMLElement) => {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Register as an Investor' }));
};

const registration = registrationStories({ formId: 'investor', answers, endpoint: '*/investor/add', submit: submit });

/** A blank form: seven required fields, the rest optional. */
export const Empty: Story = {
  decorators: [withDraft('investor', null)],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Register as an Investor' })).toBeInTheDocument();
  },
};

/** Every answer given, stages and industries chosen. */
export const Filled: Story = {
  decorators: [withDraft('investor', answers)],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('checkbox', { name: 'Series A' })).toBeChecked();
  },
};

export const Loading: Story = registration.Loading;

export const ServerError: Story = registration.ServerError;

/** The added check: the minimum ticket may not exceed the maximum. */
export const TicketOrder: Story = {
  decorators: [withDraft('investor', { ...answers, ticketSizeMinUSD: '3000000' })],
  play: async ({ canvasElement }) => {
    await submit(canvasElement);
    await expect(await within(canvasElement).findByText('The maximum ticket size cannot be below the minimum.')).toBeInTheDocument();
  },
};
