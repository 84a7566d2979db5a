import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mock, screenAt } from '@/test/stories';
import { Component } from './admin-insights';

/**
 * /admin/insights in every state, on the seeded mock (a year of events up to today) unless a story
 * overrides the four calls. The chart kit's own states are under Insights/Chart kit.
 */
const meta = {
  title: 'Screens/Admin/Insights',
  component: Component,
  // Spread into a literal: Storybook's docs plugin adds the JSDoc above as `parameters.docs`, and a meta
  // whose `parameters` is not an object literal gets a second `parameters` key that replaces it.
  parameters: { ...screenAt('admin', '/admin/insights') },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

const paths = ['/admin/insights/funnel', '/admin/insights/acceptance', '/admin/insights/match-quality', '/admin/insights/supply'] as const;
const range = { period: '30d', from: '2026-10-27', to: '2026-11-25', days: 30 } as const;
const steps = (['shown', 'viewed', 'requested', 'approved', 'signed', 'milestone'] as const).map((step) => ({ step, count: 0, conversion: null }));
const corridors = (['foreign-local', 'foreign-investor', 'investor-local'] as const).map((corridor) => ({ corridor, steps }));
const bands = ['Under 50', '50–59', '60–69', '70–79', '80–89', '90+'].map((band, index) => ({
  band,
  min: index === 0 ? 0 : 40 + index * 10,
  max: index === 0 ? 49 : index === 5 ? 100 : 49 + index * 10,
  sent: 0,
  approved: 0,
  rejected: 0,
  rate: null,
}));
/** A period in which nothing happened (a new platform). */
const emptyAnswers = [
  mock.json('get', paths[0], { range, steps, corridors }, 200),
  mock.json('get', paths[1], { range, band: { low: 0.4, high: 0.6 }, rate: null, answered: 0, weeks: [], medianFirstResponseHours: null, waiting: [] }, 200),
  mock.json('get', paths[2], { range, bands, reasons: [], approved: 0, rejected: 0 }, 200),
  mock.json('get', paths[3], { industries: [], partnerTypes: [], pending: [] }, 200),
];

/** The seeded year: the funnel, the weekly acceptance with its July dip, the score bands, the industries short of partners. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('figure', { name: 'All corridors' }, { timeout: 5000 })).toBeInTheDocument();
    await expect(await canvas.findByRole('figure', { name: 'By industry' }, { timeout: 5000 })).toBeInTheDocument();
  },
};

/** Each section shows its own skeleton while its call runs. */
export const Loading: Story = {
  parameters: { msw: { handlers: paths.map((path) => mock.loading('get', path)) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading funnel…', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: emptyAnswers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No matches were shown in this period.', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(await canvas.findByText('No foreign business or verified partner yet.')).toBeInTheDocument();
  },
};

/** Every call refused: each section says so, with its own retry. */
export const LoadError: Story = {
  name: 'Error',
  parameters: { msw: { handlers: paths.map((path) => mock.error('get', path, 500, 'The insights store is being rebuilt. Try again in a minute.')) } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getAllByRole('alert')).toHaveLength(4), { timeout: 5000 });
  },
};

/** One section failing leaves the others working. */
export const OneSectionFails: Story = {
  parameters: { msw: { handlers: [mock.error('get', paths[2], 500, 'Match quality is being recomputed.')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Match quality is being recomputed.');
    await expect(await canvas.findByRole('figure', { name: 'All corridors' }, { timeout: 5000 })).toBeInTheDocument();
  },
};

/** "Show as table" turns the funnel into its table. */
export const FunnelAsTable: Story = {
  play: async ({ canvasElement }) => {
    const figure = await within(canvasElement).findByRole('figure', { name: 'All corridors' }, { timeout: 5000 });
    await userEvent.click(within(figure).getByRole('button', { name: 'Show as table' }));
    await expect(within(figure).getByRole('rowheader', { name: 'Matches shown' })).toBeInTheDocument();
  },
};

/** A custom period that ends before it starts is refused before any call, and the dates typed stay. */
export const CustomPeriodRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Custom' }, { timeout: 5000 }));
    await userEvent.type(canvas.getByLabelText(/From/), '2026-08-01');
    await userEvent.type(canvas.getByLabelText(/To/), '2026-07-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Show period' }));
    await expect(await canvas.findByText('The start date must be on or before the end date.')).toBeInTheDocument();
    await expect(canvas.getByLabelText(/From/)).toHaveValue('2026-08-01');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: Filled.play,
};
