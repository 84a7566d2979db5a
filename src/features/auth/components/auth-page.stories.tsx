import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui';
import { t } from '@/i18n';
import { auth as authText } from '@/i18n/auth';
import { EmailField, PasswordField } from './account-fields';
import { AuthPage } from './auth-page';
import { DemoAccounts } from './demo-accounts';

const meta = {
  title: 'Components/Auth/AuthPage',
  component: AuthPage,
  parameters: { layout: 'fullscreen' },
  args: {
    title: t.routes.login,
    intro: authText.login.intro,
    children: (
      <>
        <EmailField />
        <PasswordField purpose="current" />
        <Button fullWidth size="lg">
          {authText.login.submit}
        </Button>
      </>
    ),
    footer: (
      <p>
        {authText.login.noAccount} <Link to="/signup">{authText.login.signupLink}</Link>
      </p>
    ),
  },
} satisfies Meta<typeof AuthPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The login page's second column (one column on phones). */
export const WithAside: Story = {
  args: { aside: <DemoAccounts onUse={() => {}} /> },
};
