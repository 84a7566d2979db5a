/** The sign-up page driven as a visitor would: open it, fill the details, reach the code step, type a code. */
import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { t } from '@/i18n';
import { auth as authText } from '@/i18n/auth';
import type { PartyKind } from '@/lib/party-kinds';
import { renderRoute, timedUser } from '@/test/screen-harness';
import { advance } from './timers';

export const signupText = authText.signup;
export const NEW_EMAIL = 'sofia@aalto-learning.fi';
export const PASSWORD = 'sauna-2026';

export type User = ReturnType<typeof userEvent.setup>;

export async function openSignup() {
  const user = timedUser();
  const view = renderRoute('/signup');
  await screen.findByRole('heading', { level: 1, name: t.routes.signup });
  return { user, ...view };
}

export const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input, select' });
export const sendButton = () => screen.getByRole('button', { name: signupText.sendCode });

export interface Details {
  name?: string;
  businessName?: string;
  email?: string;
  category?: PartyKind | '';
  password?: string;
  confirmPassword?: string;
  terms?: boolean;
}

export async function fillDetails(user: User, details: Details = {}) {
  const values = {
    name: 'Sofia Virtanen',
    businessName: 'Aalto Learning Oy',
    email: NEW_EMAIL,
    category: 'foreign',
    password: PASSWORD,
    confirmPassword: PASSWORD,
    terms: true,
    ...details,
  };
  if (values.name) await user.type(field(/^Full name/), values.name);
  if (values.businessName) await user.type(field(/^Business name/), values.businessName);
  if (values.email) await user.type(field(/^Email/), values.email);
  if (values.category) await user.selectOptions(field(/^Business type/), values.category);
  if (values.password) await user.type(field(/^Password/), values.password);
  if (values.confirmPassword) await user.type(field(/^Confirm password/), values.confirmPassword);
  if (values.terms) await user.click(screen.getByRole('checkbox'));
}

/** Fills the form, asks for a code and waits the 0.8 s until the code boxes appear. */
export async function reachCodeStep(user: User, details: Details = {}) {
  await fillDetails(user, details);
  await user.click(sendButton());
  await screen.findByText(new RegExp(`We sent a 6-digit code to ${details.email ?? NEW_EMAIL}`));
  await advance(800);
  return screen.findByRole('group', { name: signupText.codeLabel });
}

export async function typeCode(user: User, code: string) {
  await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
  await user.keyboard(code);
}
