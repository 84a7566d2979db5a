import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PageContainer } from '@/components/ui';
import { t } from '@/i18n';
import { AppLayout } from './app-layout';

const logout = t.common.logout;

/**
 * The frame of every signed-in page: header (About Us, Contracts, Logout, Messages, the bell), the
 * page in <main>, the footer. The page here is a placeholder; /login answers with a line of text so
 * the logout's navigation shows.
 */
function SignedInPage() {
  return (
    <Routes>
      <Route path="/login" element={<p>The login page.</p>} />
      <Route
        path="*"
        element={
          <AppLayout title={t.routes.foreignContracts}>
            <PageContainer padded>
              <h1>{t.routes.foreignContracts}</h1>
              <p>The page’s content.</p>
            </PageContainer>
          </AppLayout>
        }
      />
    </Routes>
  );
}

const meta = {
  title: 'Components/Layout/App layout',
  component: SignedInPage,
  parameters: { layout: 'fullscreen', session: 'foreign', router: { initialEntries: ['/foreign/AllContracts'] } },
} satisfies Meta<typeof SignedInPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {};

/**
 * Logout asks first: Cancel (focused first, as the action is destructive) closes the question and
 * returns focus to Logout; confirming clears the stored session and goes to /login.
 */
export const LogoutConfirm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const logoutButton = await canvas.findByRole('button', { name: t.common.nav.logout });

    await userEvent.click(logoutButton);
    let dialog = await body.findByRole('alertdialog', { name: logout.title });
    await expect(dialog).toHaveTextContent(logout.message);
    await expect(within(dialog).getByRole('button', { name: logout.cancel })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: logout.cancel }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(logoutButton).toHaveFocus();
    await expect(localStorage.getItem('token')).not.toBeNull();

    await userEvent.keyboard('{Enter}');
    dialog = await body.findByRole('alertdialog', { name: logout.title });
    await userEvent.click(within(dialog).getByRole('button', { name: logout.confirm }));
    await expect(await canvas.findByText('The login page.')).toBeInTheDocument();
    await expect(localStorage.getItem('token')).toBeNull();
  },
};
