import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { t } from '@/i18n';
import { auth as authText } from '@/i18n/auth';
import { getStoredUser, getToken } from '@/lib/storage';
import { answer, DEMO_PASSWORD, demoEmails, renderRoute, signInAs, timedUser, use, withFakeTimers, withScreenBackend } from '@/test/screen-harness';
import { countRequests, resetRequestListeners } from '../test/requests';
import { advance } from '../test/timers';

withScreenBackend();

const loginText = authText.login;

withFakeTimers();

afterEach(() => {
  resetRequestListeners();
});

async function openLogin() {
  const user = timedUser();
  const view = renderRoute('/login');
  await screen.findByRole('heading', { level: 1, name: t.routes.login });
  return { user, ...view };
}

const emailField = () => screen.getByLabelText(/^Email/);
const passwordField = () => screen.getByLabelText(/^Password/, { selector: 'input' });
const submit = () => screen.getByRole('button', { name: loginText.submit });

async function logIn(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  await user.type(emailField(), email);
  await user.type(passwordField(), password);
  await user.click(submit());
}

describe('the login page', () => {
  it('takes no more than the server accepts (254 for the e-mail, 256 for the password), so a long paste is not refused later', async () => {
    const { user } = await openLogin();
    await user.click(passwordField());
    await user.paste('p'.repeat(300));
    expect(passwordField()).toHaveValue('p'.repeat(256));
    expect(emailField()).toHaveAttribute('maxLength', '254');
  });

  it('shows the fields, the show/hide toggle and the links to reset a password and to sign up', async () => {
    await openLogin();
    expect(passwordField()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: t.ui.showPassword })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: loginText.forgotPassword })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: loginText.signupLink })).toHaveAttribute('href', '/signup');
  });

  it('requires both fields, marks them, and clears the message after 2.5 s', async () => {
    const { user } = await openLogin();
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(loginText.errors.required);
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(passwordField()).toHaveAttribute('aria-invalid', 'true');
    await advance(2300);
    expect(screen.getByText(loginText.errors.required)).toBeInTheDocument();
    await advance(250);
    expect(screen.queryByText(loginText.errors.required)).not.toBeInTheDocument();
    expect(emailField()).not.toHaveAttribute('aria-invalid');
  });

  it('requires a password longer than 6 characters', async () => {
    const { user } = await openLogin();
    await logIn(user, demoEmails.foreign, 'abcdef');
    expect(await screen.findByText(loginText.errors.passwordLength)).toBeInTheDocument();
    expect(passwordField()).toHaveAttribute('aria-invalid', 'true');
    expect(emailField()).not.toHaveAttribute('aria-invalid');
  });

  it('stores the token and user, says Logged in Successfully for 1 s, then opens the dashboard', async () => {
    const { user, router } = await openLogin();
    await logIn(user, demoEmails.foreign, DEMO_PASSWORD);
    const status = await screen.findByText(loginText.success);
    expect(status.closest('[role="status"]')).not.toBeNull();
    expect(getToken()).toMatch(/^[0-9a-f]{64}$/);
    expect(getStoredUser()).toMatchObject({ email: demoEmails.foreign, category: 'foreign', hasCompletedProfile: true });
    await advance(900);
    expect(router.state.location.pathname).toBe('/login');
    await advance(150);
    await waitFor(() => expect(router.state.location.pathname).toBe('/foreignDashboard'));
    expect(router.state.location.search).toBe('');
  });

  it.each([
    [demoEmails.local, '/partner-dashboard'],
    [demoEmails.investor, '/investor-dashboard'],
    [demoEmails.admin, '/adminPanel'],
    ['new.foreign@corridor.test', '/complete-business-profile'],
    ['new.local@corridor.test', '/complete-partner-profile'],
  ])('routes %s to %s', async (email, path) => {
    const { user, router } = await openLogin();
    await logIn(user, email, DEMO_PASSWORD);
    await screen.findByText(loginText.success);
    await advance(1000);
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
  });

  it('clears a stored token and user when a login is attempted', async () => {
    await signInAs('investor');
    const { user } = await openLogin();
    await logIn(user, demoEmails.investor, 'not-the-password');
    expect(await screen.findByText(loginText.errors.incorrectPassword)).toBeInTheDocument();
    expect(getToken()).toBeNull();
    expect(getStoredUser()).toBeNull();
  });

  it('answers an unknown address with User not found and a wrong password with Incorrect password', async () => {
    const { user } = await openLogin();
    await logIn(user, 'nobody@nowhere.se', 'long-enough');
    expect(await screen.findByText(loginText.errors.userNotFound)).toBeInTheDocument();
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    await advance(2500);
    await user.clear(emailField());
    await user.clear(passwordField());
    await logIn(user, demoEmails.local, 'long-enough');
    expect(await screen.findByText(loginText.errors.incorrectPassword)).toBeInTheDocument();
    expect(passwordField()).toHaveAttribute('aria-invalid', 'true');
  });

  it.each([
    [400, loginText.errors.required],
    [401, loginText.errors.userNotFound],
    [402, loginText.errors.incorrectPassword],
    [500, 'The login service is down'],
  ])('shows the message of a %i answer', async (status, text) => {
    use(answer.error('post', '/login', status, 'The login service is down'));
    const { user } = await openLogin();
    await logIn(user, demoEmails.foreign, DEMO_PASSWORD);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('shows the throttle’s sentence after too many wrong passwords, and keeps what was typed', async () => {
    const { user } = await openLogin();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await logIn(user, demoEmails.local, 'long-enough');
      expect(await screen.findByText(loginText.errors.incorrectPassword)).toBeInTheDocument();
      await advance(2500);
      await user.clear(emailField());
      await user.clear(passwordField());
    }
    await logIn(user, demoEmails.local, DEMO_PASSWORD);
    expect(
      await screen.findByText('Too many failed sign-in attempts. Please wait 15 minutes and try again, or reset your password.'),
    ).toBeInTheDocument();
    expect(emailField()).toHaveValue(demoEmails.local);
    expect(getToken()).toBeNull();
  });

  it('falls back to Login failed when the server gives no message', async () => {
    use(answer.json('post', '/login', {}, 503));
    const { user } = await openLogin();
    await logIn(user, demoEmails.foreign, DEMO_PASSWORD);
    expect(await screen.findByText(loginText.errors.failed)).toBeInTheDocument();
  });

  it('keeps what was typed after a network failure', async () => {
    use(answer.networkError('post', '/login'));
    const { user } = await openLogin();
    await logIn(user, demoEmails.foreign, DEMO_PASSWORD);
    expect(await screen.findByText(loginText.errors.network)).toBeInTheDocument();
    expect(emailField()).toHaveValue(demoEmails.foreign);
    expect(passwordField()).toHaveValue(DEMO_PASSWORD);
    await advance(2500);
    expect(screen.queryByText(loginText.errors.network)).not.toBeInTheDocument();
  });

  it('shows a spinner while submitting', async () => {
    use(answer.loading('post', '/login'));
    const { user } = await openLogin();
    await logIn(user, demoEmails.foreign, DEMO_PASSWORD);
    const button = await screen.findByRole('button', { name: loginText.submitting });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('sends once on a double click', async () => {
    const logins = countRequests('post', '/login');
    const { user } = await openLogin();
    await user.type(emailField(), demoEmails.foreign);
    await user.type(passwordField(), DEMO_PASSWORD);
    await user.dblClick(submit());
    await screen.findByText(loginText.success);
    expect(logins.count).toBe(1);
  });

  it('lists the four demo accounts and fills one in with a click', async () => {
    const { user } = await openLogin();
    const panel = screen.getByRole('region', { name: authText.demoAccounts.title });
    expect(within(panel).getAllByRole('listitem')).toHaveLength(4);
    await user.click(within(panel).getByRole('button', { name: 'Use the Investor demo account' }));
    expect(emailField()).toHaveValue(demoEmails.investor);
    expect(passwordField()).toHaveValue(DEMO_PASSWORD);
    expect(submit()).toHaveFocus();
  });

  it('signs in with the demo Google consent and lands on the dashboard', async () => {
    const { user, router } = await openLogin();
    await user.click(screen.getByRole('button', { name: authText.google.button }));
    const dialog = await screen.findByRole('dialog', { name: authText.google.dialogTitle });
    await user.click(within(dialog).getByRole('button', { name: /Khalid Al Mazrouei/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/investor-dashboard'));
    expect(getToken()).toBeTruthy();
    expect(getStoredUser()).toMatchObject({ id: 'usr_0003', category: 'investor', hasCompletedProfile: true });
  });
});

describe('Login page for someone already signed in', () => {
  it('offers the way back to their dashboard and keeps the form for another account', async () => {
    await signInAs('foreign');
    await openLogin();
    const back = screen.getByRole('link', { name: loginText.backToDashboard });
    expect(back).toHaveAttribute('href', '/foreignDashboard');
    expect(back.closest('p')).toHaveTextContent(/You are signed in as .+\. Go to your dashboard or sign in with another account below\./);
    expect(emailField()).toBeInTheDocument();
    // the header has the way back too, instead of Login and Get Started
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'My dashboard' })).toHaveAttribute('href', '/foreignDashboard');
    expect(within(header).queryByRole('link', { name: 'Login' })).toBeNull();
    expect(within(header).queryByRole('link', { name: 'Get Started' })).toBeNull();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).queryByRole('link', { name: 'Login' })).toBeNull();
    expect(within(footer).getByRole('link', { name: 'My dashboard' })).toBeInTheDocument();
  });

  it('shows no such line to a visitor', async () => {
    await openLogin();
    expect(screen.queryByRole('link', { name: loginText.backToDashboard })).toBeNull();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });
});
