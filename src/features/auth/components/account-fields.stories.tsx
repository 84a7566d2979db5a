import type { Meta, StoryObj } from '@storybook/react-vite';
import { auth as authText } from '@/i18n/auth';
import { EmailField, PasswordField } from './account-fields';

/** The sign-in, sign-up and reset forms' e-mail and password fields, preset once for all of them. */
const meta = { title: 'Components/Auth/Account fields', component: EmailField } satisfies Meta<typeof EmailField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Email: Story = {};

export const EmailWithError: Story = { args: { error: authText.reset.errors.emailRequired } };

export const NewPasswordAndConfirmation: Story = {
  render: () => (
    <>
      <PasswordField hint={authText.fields.passwordHint} />
      <PasswordField label={authText.signup.confirmPassword} />
    </>
  ),
};
