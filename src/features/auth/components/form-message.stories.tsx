import type { Meta, StoryObj } from '@storybook/react-vite';
import { auth as authText } from '@/i18n/auth';
import { FormMessage } from './form-message';

const meta = {
  title: 'Components/Auth/FormMessage',
  component: FormMessage,
  args: { id: 'form-message', flash: null },
} satisfies Meta<typeof FormMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorMessage: Story = { args: { flash: { tone: 'error', text: authText.login.errors.required } } };
export const Success: Story = { args: { flash: { tone: 'success', text: authText.login.success } } };
export const Info: Story = { args: { flash: { tone: 'info', text: 'demo.local@corridor.test is filled in. Select Log in to continue.' } } };
/** Nothing to say: the region stays in the page (fields point at it) but takes no space. */
export const Empty: Story = {};
