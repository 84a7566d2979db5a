import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from 'react-router-dom';
import { CheckboxField } from './checkbox-field';

const meta = {
  title: 'Design system/Forms/CheckboxField',
  component: CheckboxField,
  tags: ['autodocs'],
  args: { label: 'Remember me' },
} satisfies Meta<typeof CheckboxField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const WithLink: Story = {
  args: {
    required: true,
    label: (
      <>
        I accept the <Link to="/terms">Terms &amp; Conditions</Link>
      </>
    ),
  },
};
export const WithError: Story = {
  args: { required: true, label: 'I accept the terms and conditions', error: 'Please accept our terms and conditions' },
};
export const WithHint: Story = { args: { label: 'Send me milestone updates by e-mail', hint: 'At most one e-mail a day.' } };
export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };

export const DoPositiveStatement: Story = {
  name: 'Do: a statement to agree with',
  args: { label: 'Send me an e-mail when a milestone is completed' },
  parameters: {
    docs: { description: { story: 'Ticked means yes to what the label says.' } },
  },
};

export const DontNegativeStatement: Story = {
  name: "Don't: a negative to tick",
  args: { label: 'Do not stop sending me milestone e-mails' },
  parameters: {
    docs: { description: { story: 'A negative (worse, a double one) makes the reader work out what ticking means, and many get it wrong.' } },
  },
};
