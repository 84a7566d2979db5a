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
    await userEvent.click(screen.getByRole('button', { name: 'Fill in the Admin demo account' }));
    expect(onUse).toHaveBeenCalledWith(expect.objectContaining({ email: 'admin@corridor.test' }), 'corridor-demo');
  });

  it('disables the buttons while the form is busy', () => {
    render(<DemoAccounts onUse={() => {}} disabled />);
    for (const button of screen.getAllByRole('button', { name: /^Fill in the/ })) expect(button).toBeDisabled();
  });
});
