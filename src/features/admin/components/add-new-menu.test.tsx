import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AddNewMenu } from './add-new-menu';

function renderMenu() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <><AddNewMenu /><button type="button">Elsewhere</button></> },
      { path: '*', element: <h1>Arrived</h1> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const button = () => screen.getByRole('button', { name: 'Add New' });

describe('AddNewMenu', () => {
  it('is a closed menu button until opened', () => {
    renderMenu();
    expect(button()).toHaveAttribute('aria-haspopup', 'menu');
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens on Enter at the first item, moves with the arrows, Home and End, and wraps', async () => {
    renderMenu();
    await userEvent.tab();
    expect(button()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(button()).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: 'Add New' });
    expect(button()).toHaveAttribute('aria-controls', menu.id);
    const item = (name: string) => screen.getByRole('menuitem', { name });
    expect(item('Foreign Business')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(item('Local Business')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(item('Foreign Business')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(item('Investor')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(item('Foreign Business')).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(item('Investor')).toHaveFocus();
  });

  it('opens on ArrowUp at the last item and on ArrowDown at the first', async () => {
    renderMenu();
    button().focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Investor' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Foreign Business' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the button', async () => {
    renderMenu();
    await userEvent.click(button());
    expect(screen.getByRole('menuitem', { name: 'Foreign Business' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    expect(button()).toHaveFocus();
  });

  it('closes on Tab, on a click outside and on a second click of the button', async () => {
    renderMenu();
    await userEvent.click(button());
    await userEvent.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await userEvent.click(button());
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await userEvent.click(button());
    await userEvent.click(button());
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('goes to the chosen profile-completion page with Enter', async () => {
    const router = renderMenu();
    button().focus();
    await userEvent.keyboard('{Enter}{End}{Enter}');
    expect(await screen.findByRole('heading', { name: 'Arrived' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/complete-investor-profile');
  });
});
