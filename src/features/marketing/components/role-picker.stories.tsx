import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { t } from '@/i18n';
import { marketing as marketingText } from '@/i18n/marketing';
import { RolePicker, type RoleOption } from './role-picker';

const options: readonly RoleOption<'business' | 'partner'>[] = [
  { value: 'business', icon: 'briefcase', ...marketingText.bookADemo.business },
  { value: 'partner', icon: 'handshake', ...marketingText.bookADemo.partner },
];

function Demo({ initial }: { initial: 'business' | 'partner' | null }) {
  const [value, setValue] = useState(initial);
  return (
    <div style={{ maxInlineSize: 760 }}>
      <h2 id="role-question" style={{ marginBlockEnd: 16 }}>
        {t.routes.bookADemo}
      </h2>
      <RolePicker labelledBy="role-question" options={options} value={value} onChange={setValue} />
    </div>
  );
}

const meta = {
  title: 'Components/Marketing/RolePicker',
  component: Demo,
  args: { initial: null },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingChosen: Story = {};
export const BusinessChosen: Story = { args: { initial: 'business' } };
export const PartnerChosen: Story = { args: { initial: 'partner' } };
