import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { withDraft } from '../stories/decorators';
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
  title: 'Profiles/Expand Your Business',
  component: Component,
  parameters: { layout: 'fullscreen', session: 'foreign', router: { initialEntries: ['/complete-business-profile'] } },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

const submit = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Save Business Profile' }));
};

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

/** Submitting: spinner on the disabled button while the server answers. */
export const Loading: Story = {
  decorators: [withDraft('business', answers)],
  parameters: {
    msw: {
      handlers: [
        http.post('*/foreign/add', async () => {
          await delay('infinite');
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await submit(canvasElement);
    await expect(await within(canvasElement).findByRole('button', { name: /Submitting/ })).toBeDisabled();
  },
};

/** The server refuses (the demo account already has a profile): its text is shown, the answers stay. */
export const ServerError: Story = {
  name: 'Error',
  decorators: [withDraft('business', answers)],
  play: async ({ canvasElement }) => {
    await submit(canvasElement);
    await expect(await within(canvasElement).findByText('A profile already exists for this account.')).toBeInTheDocument();
  },
};

/** Submitted without answers: the required-field message and the marked fields. */
export const MissingFields: Story = {
  decorators: [withDraft('business', null)],
  play: async ({ canvasElement }) => {
    await submit(canvasElement);
    await expect(await within(canvasElement).findByText('Please fill all required fields')).toBeInTheDocument();
  },
};
