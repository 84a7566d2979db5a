import type { Meta, StoryObj } from '@storybook/react-vite';
import { ButtonLink } from '@/components/ui';
import { t } from '@/i18n';
import { marketing as marketingText } from '@/i18n/marketing';
import { CtaBand, ctaBandButton } from './cta-band';

const meta = {
  title: 'Components/Marketing/CtaBand',
  component: CtaBand,
  parameters: { layout: 'fullscreen' },
  args: {
    title: marketingText.home.cta.title,
    text: marketingText.home.cta.text,
    actions: (
      <>
        <ButtonLink to="/signup" size="lg" className={ctaBandButton.primary}>
          {t.common.nav.getStarted}
        </ButtonLink>
        <ButtonLink to="/book-a-demo" size="lg" variant="secondary" className={ctaBandButton.secondary}>
          {t.common.nav.bookDemo}
        </ButtonLink>
      </>
    ),
  },
} satisfies Meta<typeof CtaBand>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoActions: Story = {};
export const OneAction: Story = {
  args: {
    title: marketingText.about.cta.title,
    text: marketingText.about.cta.text,
    actions: (
      <ButtonLink to="/" size="lg" className={ctaBandButton.primary}>
        {marketingText.about.cta.action}
      </ButtonLink>
    ),
  },
};
