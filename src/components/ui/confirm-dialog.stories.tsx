import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Banner } from './banner';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';

const meta = {
  title: 'Design system/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  args: {
    open: true,
    title: 'Confirm Logout',
    message: 'Are you sure you want to logout?',
    confirmLabel: 'Logout',
    cancelLabel: 'Cancel',
    onConfirm: fn(),
    onCancel: fn(),
  },
  // Each story shows the dialog open (Interactive opens and closes it). Storybook's on/off switch
  // draws its unselected word at half opacity, which fails colour contrast on the docs page.
  argTypes: { children: { control: false }, open: { control: false } },
  // On the docs page each story gets its own frame: an open dialog covers the page it is in and
  // locks its scrolling.
  parameters: { docs: { story: { inline: false, height: '360px' } } },
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

export const DoConfirmWhatCannotBeUndone: Story = {
  name: 'Do: confirm what cannot be undone',
  args: {
    tone: 'danger',
    title: 'Cancel request',
    message: 'Cancel your partnership request to Al Noor Legal Consultants? They will no longer see it.',
    confirmLabel: 'Cancel request',
    cancelLabel: 'Keep request',
  },
  parameters: {
    docs: { description: { story: 'Ask only before an action that loses something, and say what will be lost.' } },
  },
};

export const DontConfirmWhatIsHarmless: Story = {
  name: "Don't: confirm what is harmless",
  args: {
    title: 'Open contract',
    message: 'Are you sure you want to open this contract?',
    confirmLabel: 'Open',
    cancelLabel: 'Cancel',
  },
  parameters: {
    docs: { description: { story: 'A question before every harmless step teaches people to click Yes without reading, the day it matters too.' } },
  },
};
