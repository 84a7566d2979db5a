import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SubTabs, Tabs, type TabItem } from './tabs';

const items: TabItem[] = [
  { value: 'approved', label: 'Approved', count: 3 },
  { value: 'pending', label: 'Pending Requests', count: 1 },
  { value: 'sent', label: 'Request Sent', count: 0 },
];

function Controlled({ initial = 'approved', tabs = items, dir }: { initial?: string; tabs?: TabItem[]; dir?: 'rtl' }) {
  const [value, setValue] = useState(initial);
  return (
    <div dir={dir}>
      <Tabs items={tabs} value={value} onChange={setValue} label="Contract status">
        <p>Panel for {value}</p>
      </Tabs>
    </div>
  );
}

describe('Tabs', () => {
  it('exposes a labelled tablist with one selected tab controlling the panel', () => {
    render(<Controlled />);
    expect(screen.getByRole('tablist', { name: 'Contract status' })).toBeInTheDocument();
    const approved = screen.getByRole('tab', { name: 'Approved 3' });
    expect(approved).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Pending Requests 1' })).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel', { name: 'Approved 3' });
    expect(approved).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveTextContent('Panel for approved');
  });

  it('keeps only the selected tab in the Tab order', async () => {
    const user = userEvent.setup();
    render(<Controlled initial="pending" />);
    await user.tab();
    expect(screen.getByRole('tab', { name: /Pending Requests/ })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('moves and selects with the arrow keys, wrapping at both ends', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.click(screen.getByRole('tab', { name: /Approved/ }));

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: /Pending Requests/ })).toHaveFocus();
    expect(screen.getByRole('tab', { name: /Pending Requests/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel for pending');

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: /Approved/ })).toHaveFocus();

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: /Request Sent/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('jumps to the first and last tab with Home and End', async () => {
    const user = userEvent.setup();
    render(<Controlled initial="pending" />);
    await user.click(screen.getByRole('tab', { name: /Pending/ }));
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: /Request Sent/ })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: /Approved/ })).toHaveFocus();
    expect(screen.getByRole('tab', { name: /Approved/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('skips disabled tabs', async () => {
    const user = userEvent.setup();
    render(<Controlled tabs={[items[0]!, { ...items[1]!, disabled: true }, items[2]!]} />);
    await user.click(screen.getByRole('tab', { name: /Approved/ }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: /Request Sent/ })).toHaveFocus();
  });

  it('mirrors the arrow keys in right-to-left layouts', async () => {
    const user = userEvent.setup();
    render(<Controlled dir="rtl" />);
    await user.click(screen.getByRole('tab', { name: /Approved/ }));
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: /Pending Requests/ })).toHaveFocus();
  });

  it('selects a tab on click and reports it through onChange', async () => {
    const onChange = vi.fn();
    render(<Tabs items={items} value="approved" onChange={onChange} label="Status" />);
    await userEvent.click(screen.getByRole('tab', { name: /Request Sent/ }));
    expect(onChange).toHaveBeenCalledWith('sent');
    expect(screen.queryByRole('tabpanel')).not.toBeInTheDocument();
  });

  it('renders the compact sub variant', () => {
    render(
      <SubTabs
        items={[
          { value: 'local', label: 'Local Partners' },
          { value: 'investor', label: 'Investors' },
        ]}
        value="local"
        onChange={() => {}}
        label="Counterpart type"
      />,
    );
    expect(screen.getByRole('tablist', { name: 'Counterpart type' }).parentElement).toHaveClass('sub');
  });
});
