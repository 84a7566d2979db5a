import type { Meta, StoryObj } from '@storybook/react-vite';
import { t } from '@/i18n';
import { legal as legalText } from '@/i18n/legal';
import { LegalPage } from './legal-page';

const privacy = legalText.privacy;

const meta = {
  title: 'Components/Marketing/LegalPage',
  component: LegalPage,
  parameters: { layout: 'fullscreen' },
  args: {
    title: t.routes.privacyPolicy,
    intro: privacy.intro,
    sections: privacy.sections,
    contact: privacy.contact,
    email: 'privacy@corridor.test',
    date: new Date(2026, 10, 21),
  },
} satisfies Meta<typeof LegalPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FixedDate: Story = {};
export const ShortPage: Story = {
  args: { sections: privacy.sections.slice(0, 2), email: 'dpo@corridor.example' },
};
