import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Banner } from './banner';
import { Button } from './button';
import { Modal } from './modal';
import { Stack } from './stack';
import { TextareaField } from './textarea-field';
import { TextField } from './text-field';

const meta = {
  title: 'Design system/Modal',
  component: Modal,
  tags: ['autodocs'],
  args: { open: true, onClose: fn(), title: 'Add Milestone' },
  // Content and lists are set by the stories, not edited as JSON in Controls (whose JSON editor's
  // markup also fails axe's listitem rule on the docs page).
  argTypes: {
    children: { control: false },
    footer: { control: false },
    initialFocusRef: { control: false },
    // Each story shows the modal open (Interactive opens and closes it). Storybook's on/off switch
    // draws its unselected word at half opacity, which fails colour contrast on the docs page.
    open: { control: false },
  },
  // On the docs page each story gets its own frame: an open modal covers the page it is in and
  // locks its scrolling.
  parameters: { docs: { story: { inline: false, height: '560px' } } },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

const milestoneForm = (
  <Stack gap={4}>
    <TextField label="Title" required />
    <TextareaField label="Description" required />
    <TextField label="Due date" type="date" required />
  </Stack>
);

const footer = (
  <>
    <Button variant="secondary">Cancel</Button>
    <Button type="submit">Add Milestone</Button>
  </>
);

export const WithForm: Story = { args: { children: milestoneForm, footer } };

export const Processing: Story = {
  args: {
    children: milestoneForm,
    footer: (
      <>
        <Button variant="secondary" disabled>
          Cancel
        </Button>
        <Button loading loadingText="Processing...">
          Add Milestone
        </Button>
      </>
    ),
  },
};

export const Success: Story = {
  args: { title: 'Add Comment', children: <Banner tone="success">comment added successfully!</Banner> },
};

export const WithDescription: Story = {
  args: {
    title: 'Contract document',
    description: 'The generated contract between Nordic Solar AB and Al Noor Legal Consultants.',
    size: 'lg',
    children: (
      <p>
        {'This agreement sets out the scope of services, fees, milestones and service levels agreed between the partners. '.repeat(12)}
      </p>
    ),
  },
};

export const Small: Story = { args: { size: 'sm', title: 'Add Comment', children: <TextareaField label="Comment" required /> } };

export const Interactive: Story = {
  args: { open: false },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Add Milestone</Button>
        <Modal
          {...args}
          open={open}
          onClose={() => setOpen(false)}
          footer={
            <>
              <Button variant="secondary" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button onClick={() => setOpen(false)}>Add Milestone</Button>
            </>
          }
        >
          {milestoneForm}
        </Modal>
      </>
    );
  },
};

export const RightToLeft: Story = {
  args: { title: 'إضافة مرحلة', children: <TextField label="العنوان" />, footer },
  parameters: { direction: 'rtl' },
};
