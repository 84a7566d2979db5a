import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/screen-harness';

// Load the lazy route chunk(s) once up front, so the first test does not pay for the transform.
beforeAll(async () => {
  await import('./book-a-demo');
  await import('./book-demo-business');
}, 30_000);

async function renderPicker() {
  const view = renderRoute('/book-a-demo');
  await screen.findByRole('heading', { level: 1, name: 'What best describes you?' });
  return view;
}

describe('the book-a-demo role picker', () => {
  it('offers a business owner and a partner as a radio group named by the question', async () => {
    await renderPicker();
    const group = screen.getByRole('radiogroup', { name: 'What best describes you?' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Business owner' })).toHaveAccessibleDescription('Looking to expand my business to UAE market');
    expect(screen.getByRole('radio', { name: 'Partner' })).toHaveAccessibleDescription('I want to help and earn my commission');
    expect(screen.getAllByRole('radio').every((radio) => !(radio as HTMLInputElement).checked)).toBe(true);
  });

  it('keeps Continue to Demo disabled until a choice is made, and says so', async () => {
    await renderPicker();
    const button = screen.getByRole('button', { name: 'Continue to Demo' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Choose an option to continue.');
  });

  it('goes to /book-demo-business for a business owner', async () => {
    const user = userEvent.setup();
    const { router } = await renderPicker();
    await user.click(screen.getByText('Looking to expand my business to UAE market'));
    expect(screen.getByRole('radio', { name: 'Business owner' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continue to Demo' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Book a Demo' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/book-demo-business');
  });

  it('opens /login in a new tab, without an opener, for a partner and stays on the page', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    const { router } = await renderPicker();
    await user.click(screen.getByRole('radio', { name: 'Partner' }));
    expect(screen.getByRole('button', { name: 'Continue to Demo' })).toHaveAccessibleDescription(
      'Partners continue to the sign-in page in a new tab.',
    );
    await user.click(screen.getByRole('button', { name: 'Continue to Demo' }));
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith('/login', '_blank', expect.stringContaining('noopener'));
    expect(router.state.location.pathname).toBe('/book-a-demo');
  });

  it('works with the keyboard alone: Space chooses, the arrows move the choice, Tab and Enter continue', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    const { router } = await renderPicker();
    const business = screen.getByRole('radio', { name: 'Business owner' });
    const partner = screen.getByRole('radio', { name: 'Partner' });
    business.focus();
    await user.keyboard(' ');
    expect(business).toBeChecked();
    await user.keyboard('{ArrowRight}');
    expect(partner).toBeChecked();
    expect(partner).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Continue to Demo' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(open).toHaveBeenCalledWith('/login', '_blank', expect.stringContaining('noopener'));

    partner.focus();
    await user.keyboard('{ArrowLeft}');
    expect(business).toBeChecked();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Book a Demo' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/book-demo-business');
  });
});
