import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Banner } from './banner';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';

const meta = {
  title: 'Design system/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'Confirm Logout',
    message: 'Are you sure you want to logout?',
    confirmLabel: 'Logout',
    cancelLabel: 'Cancel',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Danger: Story = {
  args: {
    tone: 'danger',
    title: 'Delete business',
    message: 'Are you sure you want to delete this business?',
    confirmLabel: 'Yes',
    cancelLabel: 'No',
  },
};
export const Busy: Story = {
  args: { title: 'Apply for Partnership', message: 'Send a partnership request to Al Noor Legal?', confirmLabel: 'Apply', busy: true, busyLabel: 'Applying...' },
};
export const WithError: Story = {
  args: {
    title: 'Confirm Profile Update',
    message: 'Save the changes to your profile?',
    confirmLabel: 'Confirm',
    children: <Banner tone="error">The update failed. Please try again.</Banner>,
  },
};

export const Interactive: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    const [busy, setBusy] = useState(false);
    return (
      <>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Logout
        </Button>
        <ConfirmDialog
          {...args}
          open={open}
          busy={busy}
          onCancel={() => setOpen(false)}
          onConfirm={() => {
            setBusy(true);
            window.setTimeout(() => {
              setBusy(false);
              setOpen(false);
            }, 1200);
          }}
        />
      </>
    );
  },
  args: { open: false },
};
