import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DemoAccounts } from './demo-accounts';

describe('DemoAccounts', () => {
  it('lists the four demo accounts of DESIGN.md with the shared password', () => {
    render(<DemoAccounts onUse={() => {}} />);
    const panel = screen.getByRole('region', { name: 'Demo accounts' });
    const items = within(panel).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/@corridor\.test$/).textContent)).toEqual([
      'demo.foreign@corridor.test',
      'demo.local@corridor.test',
      'demo.investor@corridor.test',
      'admin@corridor.test',
    ]);
    expect(within(panel).getByText('corridor-demo')).toBeInTheDocument();
  });

  it('hands the chosen account and the password to the form', async () => {
    const onUse = vi.fn();
    render(<DemoAccounts onUse={onUse} />);
    await userEvent.click(screen.getByRole('button', { name: 'Use the Admin demo account' }));
    expect(onUse).toHaveBeenCalledWith(expect.objectContaining({ email: 'admin@corridor.test' }), 'corridor-demo');
  });

  it('disables the buttons while the form is busy', () => {
    render(<DemoAccounts onUse={() => {}} disabled />);
    for (const button of screen.getAllByRole('button', { name: /^Use the / })) expect(button).toBeDisabled();
  });

  it('gives each Use button an accessible name that starts with its visible text (axe label-content-name-mismatch)', async () => {
    const { default: axe } = await import('axe-core');
    const { container } = render(<DemoAccounts onUse={() => {}} />);
    const buttons = screen.getAllByRole('button', { name: /demo account$/ });
    expect(buttons).toHaveLength(4);
    for (const button of buttons) expect(button.getAttribute('aria-label')).toMatch(new RegExp(`^${button.textContent}\\b`));
    const results = await axe.run(container, { runOnly: ['label-content-name-mismatch'] });
    expect(results.violations).toEqual([]);
  });
});
