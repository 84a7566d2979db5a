import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './modal';

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Add milestone
      </button>
      <Modal
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        title="Add Milestone"
        footer={
          <>
            <button type="button" onClick={() => setOpen(false)}>
              Cancel
            </button>
            <button type="submit">Save</button>
          </>
        }
      >
        <label>
          Title <input />
        </label>
        <label>
          Due date <input type="date" />
        </label>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('renders nothing while closed', () => {
    render(<Modal open={false} onClose={() => {}} title="Hidden" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a modal dialog labelled by its title and described by its description', () => {
    render(<Modal open onClose={() => {}} title="Confirm Logout" description="Are you sure you want to logout?" />);
    const dialog = screen.getByRole('dialog', { name: 'Confirm Logout' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to logout?');
  });

  it('moves focus into the dialog when it opens', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Add milestone' }));
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveFocus();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Add milestone' });
    await user.click(opener);
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('returns focus to the opener when closed by a footer button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Add milestone' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('traps focus: Tab from the last element goes to the first, Shift+Tab from the first to the last', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Add milestone' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const save = screen.getByRole('button', { name: 'Save' });

    save.focus();
    await user.tab();
    expect(close).toHaveFocus();

    await user.tab({ shift: true });
    expect(save).toHaveFocus();

    // A full cycle never leaves the dialog.
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes with the close button', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Modal open onClose={onClose} title="Details" />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on a backdrop click but not on a click inside the dialog', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <Modal open onClose={onClose} title="Details">
        <p>Body text</p>
      </Modal>,
    );
    await user.click(screen.getByText('Body text'));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('locks body scrolling while open and restores it after', () => {
    document.body.style.overflow = 'auto';
    const { rerender } = render(<Modal open onClose={() => {}} title="Details" />);
    expect(document.body.style.overflow).toBe('hidden');
    rerender(<Modal open={false} onClose={() => {}} title="Details" />);
    expect(document.body.style.overflow).toBe('auto');
    document.body.style.overflow = '';
  });

  it('only the top modal reacts to Escape when a second modal opens over the first', async () => {
    const user = userEvent.setup();
    const closeOuter = vi.fn();
    function Nested() {
      const [innerOpen, setInnerOpen] = useState(false);
      return (
        <Modal open onClose={closeOuter} title="Edit profile">
          <button type="button" onClick={() => setInnerOpen(true)}>
            Save
          </button>
          <Modal open={innerOpen} onClose={() => setInnerOpen(false)} title="Confirm Profile Update" />
        </Modal>
      );
    }
    render(<Nested />);
    const save = screen.getByRole('button', { name: 'Save' });
    await user.click(save);
    expect(screen.getByRole('dialog', { name: 'Confirm Profile Update' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Confirm Profile Update' })).not.toBeInTheDocument();
    expect(closeOuter).not.toHaveBeenCalled();
    expect(save).toHaveFocus();
  });
});
