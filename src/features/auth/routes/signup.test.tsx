import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auth as authText } from '@/i18n/auth';
import { getStoredUser, getToken } from '@/lib/storage';
import { answer, demoEmails, use, withFakeTimers, withScreenBackend } from '@/test/screen-harness';
import { captureBodies, countRequests, latestCode, resetRequestListeners } from '../test/requests';
import { advance } from '../test/timers';
import { signupText, NEW_EMAIL, PASSWORD, openSignup, field, sendButton, fillDetails, reachCodeStep, typeCode } from '../test/signup-flow';
import { setDemoShortcuts } from '../../../../mocks/http/mode';

withScreenBackend();

withFakeTimers();

afterEach(() => {
  resetRequestListeners();
});

describe('the sign-up page', () => {
  it('takes no more text than the server accepts: 120 for the name, 160 for the business, 254 for the e-mail, 256 for passwords', async () => {
    const { user } = await openSignup();
    const cases: [RegExp, number][] = [
      [/^Full name/, 120],
      [/^Business name/, 160],
      [/^Email/, 254],
      [/^Password/, 256],
      [/^Confirm password/, 256],
    ];
    for (const [label, max] of cases) {
      const input = field(label);
      expect(input).toHaveAttribute('maxLength', String(max));
      await user.click(input);
      await user.paste('x'.repeat(max + 5));
      expect((input as HTMLInputElement).value).toHaveLength(max);
    }
  });

  it('requires all six fields, marks the empty ones, and clears the message after 2.5 s', async () => {
    const { user } = await openSignup();
    await user.type(field(/^Full name/), 'Sofia');
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(signupText.errors.required);
    expect(field(/^Full name/)).not.toHaveAttribute('aria-invalid');
    for (const label of [/^Business name/, /^Email/, /^Business type/, /^Password/, /^Confirm password/]) {
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    }
    await advance(2300);
    expect(screen.getByText(signupText.errors.required)).toBeInTheDocument();
    await advance(250);
    expect(screen.queryByText(signupText.errors.required)).not.toBeInTheDocument();
    expect(field(/^Email/)).not.toHaveAttribute('aria-invalid');
  });

  it.each([
    ['passwords that differ', { confirmPassword: 'sauna-2027' }, signupText.errors.mismatch, /^Confirm password/],
    ['a short password', { password: 'sauna', confirmPassword: 'sauna' }, signupText.errors.passwordLength, /^Password/],
    ['unaccepted terms', { terms: false }, signupText.errors.terms, null],
  ] as const)('refuses %s', async (_case, details, message, marked) => {
    const sendCodes = countRequests('post', '/send-code');
    const { user } = await openSignup();
    await fillDetails(user, details);
    await user.click(sendButton());
    expect(await screen.findByText(message)).toBeInTheDocument();
    if (marked) expect(field(marked)).toHaveAttribute('aria-invalid', 'true');
    else expect(screen.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
    expect(sendCodes.count).toBe(0);
  });

  it('creates a foreign account with the e-mailed code and opens the business profile form after 2 s', async () => {
    const addUsers = captureBodies('post', '/addUser');
    const { user, router } = await openSignup();
    await fillDetails(user);
    await user.click(sendButton());
    await screen.findByText(/We sent a 6-digit code/);
    await advance(700);
    expect(screen.queryByRole('group', { name: signupText.codeLabel })).not.toBeInTheDocument();
    await advance(100);
    expect(await screen.findByRole('group', { name: signupText.codeLabel })).toBeInTheDocument();
    await typeCode(user, latestCode(NEW_EMAIL));
    await user.click(screen.getByRole('button', { name: signupText.createAccount }));
    expect(await screen.findByText(signupText.created)).toBeInTheDocument();
    expect(getToken()).toBeTruthy();
    expect(getStoredUser()).toMatchObject({ email: NEW_EMAIL, category: 'foreign', hasCompletedProfile: false });
    expect(addUsers[0]).toMatchObject({ email: NEW_EMAIL, category: 'foreign', hasCompletedProfile: false, code: latestCode(NEW_EMAIL) });
    await advance(1900);
    expect(router.state.location.pathname).toBe('/signup');
    await advance(150);
    await waitFor(() => expect(router.state.location.pathname).toBe('/complete-business-profile'));
    expect(router.state.location.search).toBe('');
    // the account exists: the sign-up draft is gone
    expect(localStorage.getItem('draft:auth:signup')).toBeNull();
  });

  it('brings the details back after a reload at the code step, never the passwords', async () => {
    const first = await openSignup();
    await reachCodeStep(first.user);
    first.unmount();
    const again = await openSignup();
    expect(field(/^Full name/)).toHaveValue('Sofia Virtanen');
    expect(field(/^Business name/)).toHaveValue('Aalto Learning Oy');
    expect(field(/^Email/)).toHaveValue(NEW_EMAIL);
    expect(field(/^Business type/)).toHaveValue('foreign');
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(field(/^Password/)).toHaveValue('');
    expect(field(/^Confirm password/)).toHaveValue('');
    expect(localStorage.getItem('draft:auth:signup')).not.toContain(PASSWORD);
    again.unmount();
  });

  it('sends a new local partner to the partner registration', async () => {
    const { user, router } = await openSignup();
    await reachCodeStep(user, { category: 'local' });
    await typeCode(user, latestCode(NEW_EMAIL));
    await user.click(screen.getByRole('button', { name: signupText.createAccount }));
    await screen.findByText(signupText.created);
    await advance(2000);
    await waitFor(() => expect(router.state.location.pathname).toBe('/complete-partner-profile'));
  });

  it('takes digits only, advances by itself and goes back with Backspace', async () => {
    const { user } = await openSignup();
    await reachCodeStep(user);
    const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });
    await user.click(box(1));
    await user.keyboard('a1');
    expect(box(1)).toHaveValue('1');
    expect(box(2)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(box(1)).toHaveValue('');
    expect(box(1)).toHaveFocus();
  });

  it('refuses a code that differs from the one the server returned, without creating the account', async () => {
    const addUsers = countRequests('post', '/addUser');
    const { user } = await openSignup();
    await reachCodeStep(user);
    const wrong = latestCode(NEW_EMAIL) === '000000' ? '111111' : '000000';
    await typeCode(user, wrong);
    await user.click(screen.getByRole('button', { name: signupText.createAccount }));
    expect(await screen.findByText(signupText.errors.invalidCode)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveAttribute('aria-invalid', 'true');
    expect(addUsers.count).toBe(0);
    await advance(2500);
    expect(screen.queryByText(signupText.errors.invalidCode)).not.toBeInTheDocument();
  });

  it('shows the server message when the address already has an account (409)', async () => {
    const { user } = await openSignup();
    await fillDetails(user, { email: demoEmails.local });
    await user.click(sendButton());
    expect(await screen.findByText('An account with this email already exists. Please log in.')).toBeInTheDocument();
  });

  it('says Email failed to send when the code request is not answered 200', async () => {
    use(answer.error('post', '/send-code', 500, 'Mail server down'));
    const { user } = await openSignup();
    await fillDetails(user);
    await user.click(sendButton());
    expect(await screen.findByText(signupText.errors.emailFailed)).toBeInTheDocument();
  });

  it('keeps everything typed after a network failure of the code request', async () => {
    use(answer.networkError('post', '/send-code'));
    const { user } = await openSignup();
    await fillDetails(user);
    await user.click(sendButton());
    expect(await screen.findByText(signupText.errors.network)).toBeInTheDocument();
    expect(field(/^Full name/)).toHaveValue('Sofia Virtanen');
    expect(field(/^Email/)).toHaveValue(NEW_EMAIL);
    expect(field(/^Business type/)).toHaveValue('foreign');
    expect(field(/^Password/)).toHaveValue(PASSWORD);
    expect(screen.getByRole('checkbox')).toBeChecked();
  });

  it.each([
    [202, 'The code has expired', 'The code has expired'],
    [409, 'User already exists', 'User already exists'],
    [500, 'Database down', signupText.errors.registrationFailed],
  ])('answers a %i from account creation', async (status, message, shown) => {
    const { user } = await openSignup();
    await reachCodeStep(user);
    use(answer.json('post', '/addUser', { message }, status));
    await typeCode(user, latestCode(NEW_EMAIL));
    await user.click(screen.getByRole('button', { name: signupText.createAccount }));
    expect(await screen.findByText(shown)).toBeInTheDocument();
    expect(getToken()).toBeNull();
  });

  it('keeps the code and the details after a network failure of account creation', async () => {
    const { user } = await openSignup();
    await reachCodeStep(user);
    use(answer.networkError('post', '/addUser'));
    const code = latestCode(NEW_EMAIL);
    await typeCode(user, code);
    await user.click(screen.getByRole('button', { name: signupText.createAccount }));
    expect(await screen.findByText(signupText.errors.network)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Digit 6 of 6' })).toHaveValue(code.at(-1));
    expect(field(/^Email/)).toHaveValue(NEW_EMAIL);
  });

  it('marks a field the server refuses at account creation with its reason, back at the details, keeping what was typed', async () => {
    const { user } = await openSignup();
    await reachCodeStep(user);
    use(answer.json('post', '/addUser', { message: 'Invalid request body', errors: [{ path: 'businessName', message: 'Must be at most 160 characters' }] }, 400));
    await typeCode(user, latestCode(NEW_EMAIL));
    await user.click(screen.getByRole('button', { name: signupText.createAccount }));
    expect(await screen.findByText(signupText.errors.registrationFailed)).toBeInTheDocument();
    const business = field(/^Business name/);
    expect(business).toHaveAttribute('aria-invalid', 'true');
    expect(business).toHaveAccessibleDescription('Must be at most 160 characters');
    expect(business).toHaveValue('Aalto Learning Oy');
    expect(business).toBeEnabled();
    expect(field(/^Full name/)).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('group', { name: signupText.codeLabel })).not.toBeInTheDocument();
    expect(sendButton()).toBeEnabled();
  });

  it('sends the code request and the account creation once on double clicks', async () => {
    const sendCodes = countRequests('post', '/send-code');
    const addUsers = countRequests('post', '/addUser');
    const { user } = await openSignup();
    await fillDetails(user);
    await user.dblClick(sendButton());
    await screen.findByText(/We sent a 6-digit code/);
    await advance(800);
    await typeCode(user, latestCode(NEW_EMAIL));
    await user.dblClick(screen.getByRole('button', { name: signupText.createAccount }));
    await screen.findByText(signupText.created);
    expect(sendCodes.count).toBe(1);
    expect(addUsers.count).toBe(1);
  });

  it('lets the user ask for a new code or change the details', async () => {
    const sendCodes = countRequests('post', '/send-code');
    const { user } = await openSignup();
    await reachCodeStep(user);
    await user.click(screen.getByRole('button', { name: signupText.resendCode }));
    await waitFor(() => expect(sendCodes.count).toBe(2));
    await typeCode(user, latestCode(NEW_EMAIL));
    await user.click(screen.getByRole('button', { name: signupText.changeDetails }));
    expect(field(/^Email/)).toBeEnabled();
    expect(field(/^Email/)).toHaveValue(NEW_EMAIL);
    expect(sendButton()).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: signupText.codeLabel })).not.toBeInTheDocument();
  });

  it('offers the demo Google sign-in, which takes a new address to the category chooser', async () => {
    const { user, router } = await openSignup();
    await user.click(screen.getByRole('button', { name: authText.google.button }));
    const dialog = await screen.findByRole('dialog', { name: authText.google.dialogTitle });
    await user.click(within(dialog).getByRole('button', { name: authText.google.useAnother }));
    await user.type(within(dialog).getByLabelText(/^Email/), 'lars@fjord-energy.no');
    await user.click(within(dialog).getByRole('button', { name: authText.google.continue }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/check-Category'));
    expect(getStoredUser()).toBeNull();
    expect(getToken()).toBeTruthy();
  });
});

describe('/signup against a host that keeps the code to itself (decision 014)', () => {
  beforeEach(() => setDemoShortcuts(false));
  afterEach(() => setDemoShortcuts(true));

  it('sends the typed code with the account for the server to check, and creates the account', async () => {
    const addUsers = captureBodies('post', '/addUser');
    const { user, router } = await openSignup();
    await reachCodeStep(user);
    await typeCode(user, latestCode(NEW_EMAIL));
    await user.click(screen.getByRole('button', { name: signupText.createAccount }));
    expect(await screen.findByText(signupText.created)).toBeInTheDocument();
    expect(addUsers[0]).toMatchObject({ email: NEW_EMAIL, code: latestCode(NEW_EMAIL) });
    await advance(2050);
    await waitFor(() => expect(router.state.location.pathname).toBe('/complete-business-profile'));
  });

  it('shows the server’s message for a wrong code and keeps the code step', async () => {
    const { user } = await openSignup();
    await reachCodeStep(user);
    await typeCode(user, latestCode(NEW_EMAIL) === '000000' ? '111111' : '000000');
    await user.click(screen.getByRole('button', { name: signupText.createAccount }));
    expect(await screen.findByText('The verification code is invalid or has expired. Please request a new one.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: signupText.codeLabel })).toBeInTheDocument();
    expect(getToken()).toBeNull();
  });
});
