import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { auth as authText } from '@/i18n/auth';
import { answer, use, withScreenBackend } from '@/test/screen-harness';
import { GoogleSignIn } from './google-sign-in';

withScreenBackend();

const googleText = authText.google;

function Landing() {
  const location = useLocation();
  return <p data-testid="landing">{location.pathname + location.search}</p>;
}

function renderButton() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/login']}>
        <Routes>
          <Route path="/login" element={<GoogleSignIn />} />
          <Route path="/google-success" element={<Landing />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: googleText.button }));
  return screen.findByRole('dialog', { name: googleText.dialogTitle });
}

describe('GoogleSignIn', () => {
  it('opens an account chooser with the demo accounts and "Use another account"', async () => {
    const user = renderButton();
    const dialog = await openDialog(user);
    const list = within(dialog).getByRole('list', { name: googleText.accountsLabel });
    expect(within(list).getAllByRole('button')).toHaveLength(5);
    expect(within(list).getByRole('button', { name: /Astrid Lindqvist/ })).toHaveTextContent('demo.foreign@corridor.test');
    expect(within(list).getByRole('button', { name: googleText.useAnother })).toBeInTheDocument();
  });

  it('signs an existing account in and lands on /google-success with its values', async () => {
    const user = renderButton();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: /Noura Al Hammadi/ }));
    const landing = await screen.findByTestId('landing');
    const url = new URL(landing.textContent ?? '', 'http://x');
    expect(url.pathname).toBe('/google-success');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      token: expect.stringMatching(/^[0-9a-f]{64}$/),
      userId: 'usr_0002',
      category: 'local',
      hasCompletedProfile: 'true',
    });
  });

  it('creates a new account for another address (category none)', async () => {
    const user = renderButton();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: googleText.useAnother }));
    const email = within(dialog).getByLabelText(/^Email/);
    expect(email).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: googleText.continue }));
    expect(await within(dialog).findByText(googleText.invalidEmail)).toBeInTheDocument();
    await user.type(email, 'ingrid@fjord-energy.no');
    await user.type(within(dialog).getByLabelText(googleText.nameLabel), 'Ingrid Berg');
    await user.click(within(dialog).getByRole('button', { name: googleText.continue }));
    const landing = await screen.findByTestId('landing');
    expect(landing.textContent).toMatch(/category=none&hasCompletedProfile=false$/);
  });

  it('explains a failed or unreachable sign-in and stays open', async () => {
    use(answer.networkError('post', '/auth/google/demo'));
    const user = renderButton();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: /Khalid Al Mazrouei/ }));
    expect(await within(dialog).findByText(googleText.network)).toBeInTheDocument();
    use(answer.json('post', '/auth/google/demo', {}, 500));
    await user.click(within(dialog).getByRole('button', { name: /Khalid Al Mazrouei/ }));
    expect(await within(dialog).findByText(googleText.failed)).toBeInTheDocument();
  });

  it('closes with Escape and gives the focus back to the button', async () => {
    const user = renderButton();
    await openDialog(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: googleText.button })).toHaveFocus();
  });
});
