import type { Meta, StoryObj } from '@storybook/react-vite';
import { marketing as marketingText } from '@/i18n/marketing';
import { StepList } from './step-list';

const meta = {
  title: 'Components/Marketing/StepList',
  component: StepList,
  args: { steps: marketingText.about.steps.items },
} satisfies Meta<typeof StepList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AboutSteps: Story = {};
export const HowItWorks: Story = { args: { steps: marketingText.home.howItWorks.steps } };
