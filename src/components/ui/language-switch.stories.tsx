import type { Meta, StoryObj } from '@storybook/react-vite';
import { languages } from '@/i18n/language';
import { LanguageSwitch } from './language-switch';

const meta = {
  title: 'Design system/Forms/LanguageSwitch',
  component: LanguageSwitch,
  tags: ['autodocs'],
  // Every language with a catalogue (the headers and the footer list those readers are offered: offeredLanguages).
  args: { withDigits: false, tone: 'default', options: languages },
} satisfies Meta<typeof LanguageSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In the headers: the language only. */
export const Header: Story = {};

/** In the footer, on navy: the digits appear beside it while Arabic is active. */
export const Footer: Story = {
  args: { withDigits: true, tone: 'inverse' },
  decorators: [
    (Story) => (
      <div data-surface="inverse" style={{ padding: 'var(--space-4)', background: 'var(--color-surface-inverse)' }}>
        <Story />
      </div>
    ),
  ],
};
