import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from './button';
import { CodeInput } from './code-input';

const meta = {
  title: 'Design system/Forms/CodeInput',
  component: CodeInput,
  tags: ['autodocs'],
  args: {
    label: 'Verification code',
    hint: 'Enter the 6-digit code we sent to your e-mail.',
    onChange: fn(),
    onComplete: fn(),
  },
} satisfies Meta<typeof CodeInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Prefilled: Story = { args: { defaultValue: '482159' } };
export const WithError: Story = { args: { defaultValue: '123456', error: 'Invalid verification code' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: '48' } };
export const FourDigits: Story = { args: { length: 4, hint: undefined } };
export const HiddenLabel: Story = { args: { hideLabel: true, hint: undefined } };

export const Controlled: Story = {
  render: function Render(args) {
    const [code, setCode] = useState('');
    const [checked, setChecked] = useState<string | null>(null);
    return (
      <div style={{ display: 'grid', gap: 16, maxInlineSize: 420 }}>
        <CodeInput
          {...args}
          value={code}
          onChange={(next) => {
            setCode(next);
            setChecked(null);
          }}
          onComplete={(full) => setChecked(full)}
          error={checked && checked !== '123456' ? 'Invalid code' : undefined}
        />
        <p>Code so far: {code || '—'} (try 123456)</p>
        <Button variant="secondary" onClick={() => setCode('')}>
          Clear
        </Button>
      </div>
    );
  },
};

export const RightToLeftPage: Story = {
  args: { label: 'رمز التحقق', hint: 'أدخل الرمز المكون من 6 أرقام' },
  parameters: { direction: 'rtl' },
};
