import { screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { t } from '@/i18n';
import { auth as authText } from '@/i18n/auth';
import { getResetEmail, setResetEmail } from '@/lib/storage';
import { answer, DEMO_PASSWORD, demoEmails, renderRoute, timedUser, use, withFakeTimers, withScreenBackend } from '@/test/screen-harness';
import { reloadTo } from '../lib/full-reload';
import { captureBodies, countRequests, latestCode, resetRequestListeners } from '../test/requests';
import { advance } from '../test/timers';
import { setDemoShortcuts } from '../../../../mocks/http/mode';

vi.mock('../lib/full-reload', () => ({ reloadTo: vi.fn() }));

withScreenBackend();

const resetText = authText.reset;
const EMAIL = demoEmails.investor;

withFakeTimers();

beforeEach(() => {
  vi.mocked(reloadTo).mockClear();
});

afterEach(() => {
  resetRequestListeners();
});

type User = ReturnType<typeof userEvent.setup>;

async function openReset() {
  const user = timedUser();
  const view = renderRoute('/forgot-password');
  await screen.findByRole('heading', { level: 1, name: t.routes.forgotPassword });
  return { user, ...view };
}

async function typeCode(user: User, code: string) {
  await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
  await user.keyboard(code);
}

/** Types a code and presses Verify. */
async function submitCode(user: User, code: string) {
  await typeCode(user, code);
  await user.click(screen.getByRole('button', { name: resetText.verify }));
}

/** A code that is not the one the outbox holds for EMAIL. */
const wrongCode = () => (latestCode(EMAIL) === '000000' ? '111111' : '000000');

/** Verifies the code the outbox holds for EMAIL and waits for "Code verified"; returns the code. */
async function verifyLatestCode(user: User) {
  const code = latestCode(EMAIL);
  await submitCode(user, code);
  expect(await screen.findByText(resetText.verified)).toBeInTheDocument();
  return code;
}

async function reachCodeStep(user: User, email = EMAIL) {
  await user.type(screen.getByLabelText(/^Email/), email);
  await user.click(screen.getByRole('button', { name: resetText.sendCode }));
  await screen.findByRole('group', { name: resetText.codeLabel });
}

async function reachPasswordStep(user: User) {
  await reachCodeStep(user);
  await verifyLatestCode(user);
  await advance(1000);
  return screen.findByLabelText(/^New password/, { selector: 'input' });
}

const newPassword = () => screen.getByLabelText(/^New password/, { selector: 'input' });
const confirmPassword = () => screen.getByLabelText(/^Confirm new password/, { selector: 'input' });

describe('the password reset page', () => {
  it('starts at the e-mail step and links back to sign in', async () => {
    await openReset();
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Step 1 of 3: Email');
    expect(screen.getByRole('link', { name: resetText.remembered })).toHaveAttribute('href', '/login');
  });

  it('requires the e-mail and clears the message after 3 s', async () => {
    const { user } = await openReset();
    await user.click(screen.getByRole('button', { name: resetText.sendCode }));
    expect(await screen.findByRole('alert')).toHaveTextContent(resetText.errors.emailRequired);
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    await advance(2800);
    expect(screen.getByText(resetText.errors.emailRequired)).toBeInTheDocument();
    await advance(250);
    expect(screen.queryByText(resetText.errors.emailRequired)).not.toBeInTheDocument();
  });

  it('asks for a reset code, keeps the e-mail for the reset and moves to the code step', async () => {
    const bodies = captureBodies('post', '/send-code');
    const { user } = await openReset();
    await reachCodeStep(user);
    expect(bodies[0]).toEqual({ email: EMAIL, purpose: 'reset' });
    expect(getResetEmail()).toBe(EMAIL);
    expect(screen.getByText(`Enter the 6-digit code we sent to ${EMAIL}.`)).toBeInTheDocument();
  });

  it.each([
    ['an unknown address', null, 'ghost@nowhere.se', resetText.errors.sendFailed],
    ['a server error', answer.error('post', '/send-code', 500), EMAIL, resetText.errors.sendFailed],
    ['a network failure', answer.networkError('post', '/send-code'), EMAIL, resetText.errors.network],
  ])('explains %s when sending the code', async (_case, override, email, message) => {
    if (override) use(override);
    const { user } = await openReset();
    await user.type(screen.getByLabelText(/^Email/), email);
    await user.click(screen.getByRole('button', { name: resetText.sendCode }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue(email);
    await advance(3000);
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it('stays on the code step with Invalid code when the code differs', async () => {
    const { user } = await openReset();
    await reachCodeStep(user);
    await submitCode(user, wrongCode());
    expect(await screen.findByText(resetText.errors.invalidCode)).toBeInTheDocument();
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Step 2 of 3: Code');
    await advance(3000);
    expect(screen.queryByText(resetText.errors.invalidCode)).not.toBeInTheDocument();
  });

  it('puts focus in the e-mail field, with the e-mail kept, after "Use a different e-mail"', async () => {
    const { user } = await openReset();
    await reachCodeStep(user);
    await user.click(screen.getByRole('button', { name: resetText.differentEmail }));
    const email = await screen.findByLabelText(/^Email/, { selector: 'input' });
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveValue(EMAIL);
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Step 1 of 3: Email');
    // starting over leaves no stale reset e-mail behind
    expect(getResetEmail()).toBeNull();
  });

  it('comes back to the code step for the stored e-mail after a reload, and has the host check the code', async () => {
    const checks = captureBodies('post', '/verify-code');
    await fetch(`${location.origin}/send-code`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: EMAIL, purpose: 'reset' }),
    });
    setResetEmail(EMAIL); // what the page stored before the reload
    const { user } = await openReset();
    expect(await screen.findByRole('group', { name: resetText.codeLabel })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Step 2 of 3');
    expect(screen.getByText(new RegExp(EMAIL.replace('.', '\\.')))).toBeInTheDocument();
    const code = await verifyLatestCode(user);
    expect(checks[0]).toEqual({ email: EMAIL, purpose: 'reset', code });
  });

  it('says Code verified and moves to the new password after 1 s', async () => {
    const { user } = await openReset();
    await reachCodeStep(user);
    await verifyLatestCode(user);
    await advance(900);
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
    await advance(150);
    await waitFor(() => expect(newPassword()).toHaveFocus());
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Step 3 of 3: New password');
  });

  it.each([
    ['', '', resetText.errors.bothRequired],
    ['new-password-1', 'new-password-2', resetText.errors.mismatch],
    ['short', 'short', resetText.errors.passwordLength],
  ])('checks the new password %j / %j', async (password, confirm, message) => {
    const resets = countRequests('post', '/setNewPassword');
    const { user } = await openReset();
    await reachPasswordStep(user);
    if (password) await user.type(newPassword(), password);
    if (confirm) await user.type(confirmPassword(), confirm);
    await user.click(screen.getByRole('button', { name: resetText.save }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(resets.count).toBe(0);
  });

  it('updates the password, forgets the reset e-mail and reloads /login after 2 s; the new password works', async () => {
    const bodies = captureBodies('post', '/setNewPassword');
    const { user } = await openReset();
    await reachPasswordStep(user);
    const code = latestCode(EMAIL);
    await user.type(newPassword(), 'fjord-and-sand-7');
    await user.type(confirmPassword(), 'fjord-and-sand-7');
    await user.click(screen.getByRole('button', { name: resetText.save }));
    expect(await screen.findByText(resetText.success)).toBeInTheDocument();
    expect(bodies[0]).toEqual({ email: EMAIL, password: 'fjord-and-sand-7', code });
    expect(getResetEmail()).toBeNull();
    await advance(1900);
    expect(reloadTo).not.toHaveBeenCalled();
    await advance(150);
    expect(reloadTo).toHaveBeenCalledWith('/login');
    const login = (password: string) =>
      fetch(`${location.origin}/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: EMAIL, password }),
      });
    expect((await login('fjord-and-sand-7')).status).toBe(200);
    expect((await login(DEMO_PASSWORD)).status).toBe(402);
  });

  it('sends the user back to the e-mail step when the stored reset e-mail is gone', async () => {
    const resets = countRequests('post', '/setNewPassword');
    const { user } = await openReset();
    await reachPasswordStep(user);
    setResetEmail(null);
    await user.type(newPassword(), 'fjord-and-sand-7');
    await user.type(confirmPassword(), 'fjord-and-sand-7');
    await user.click(screen.getByRole('button', { name: resetText.save }));
    expect(await screen.findByText(resetText.errors.sessionExpired)).toBeInTheDocument();
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Step 1 of 3: Email');
    expect(resets.count).toBe(0);
  });

  it.each([
    ['the server message', answer.error('post', '/setNewPassword', 400, 'Session expired. Please restart the process.'), resetText.errors.sessionExpired],
    ['the fallback', answer.json('post', '/setNewPassword', {}, 500), resetText.errors.resetFailed],
    ['the network message', answer.networkError('post', '/setNewPassword'), resetText.errors.resetNetwork],
  ])('shows %s when the reset fails, keeping the typed passwords', async (_case, override, message) => {
    const { user } = await openReset();
    await reachPasswordStep(user);
    use(override);
    await user.type(newPassword(), 'fjord-and-sand-7');
    await user.type(confirmPassword(), 'fjord-and-sand-7');
    await user.click(screen.getByRole('button', { name: resetText.save }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(newPassword()).toHaveValue('fjord-and-sand-7');
    expect(getResetEmail()).toBe(EMAIL);
    expect(reloadTo).not.toHaveBeenCalled();
  });

  it('sends the reset once on a double click', async () => {
    const resets = countRequests('post', '/setNewPassword');
    const { user } = await openReset();
    await reachPasswordStep(user);
    await user.type(newPassword(), 'fjord-and-sand-7');
    await user.type(confirmPassword(), 'fjord-and-sand-7');
    await user.dblClick(screen.getByRole('button', { name: resetText.save }));
    await screen.findByText(resetText.success);
    await waitFor(() => expect(resets.count).toBe(1));
  });
});

describe('/forgot-password against a host that keeps the code to itself (decision 014)', () => {
  beforeEach(() => setDemoShortcuts(false));
  afterEach(() => setDemoShortcuts(true));

  it('has the host check the code, then sends it with the new password', async () => {
    const checks = captureBodies('post', '/verify-code');
    const bodies = captureBodies('post', '/setNewPassword');
    const { user } = await openReset();
    await reachCodeStep(user);
    const code = await verifyLatestCode(user);
    expect(checks[0]).toEqual({ email: EMAIL, purpose: 'reset', code });
    await advance(1050);
    await user.type(await screen.findByLabelText(/^New password/, { selector: 'input' }), 'fjord-and-sand-7');
    await user.type(confirmPassword(), 'fjord-and-sand-7');
    await user.click(screen.getByRole('button', { name: resetText.save }));
    expect(await screen.findByText(resetText.success)).toBeInTheDocument();
    expect(bodies[0]).toEqual({ email: EMAIL, password: 'fjord-and-sand-7', code });
  });

  it('says Invalid code when the host refuses the code, and stays on the code step', async () => {
    const { user } = await openReset();
    await reachCodeStep(user);
    await submitCode(user, wrongCode());
    expect(await screen.findByText(resetText.errors.invalidCode)).toBeInTheDocument();
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Step 2 of 3: Code');
  });
});
