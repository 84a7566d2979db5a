import type { Meta, StoryObj } from '@storybook/react-vite';
import { Banner, Button } from '@/components/ui';
import { profiles as profilesText } from '@/i18n/profiles';
import { FormActionBar } from './form-action-bar';

const meta = {
  title: 'Components/Profiles/FormActionBar',
  component: FormActionBar,
  args: {
    note: profilesText.registration.requiredNote,
    children: <Button size="lg">{profilesText.registration.submitPartner}</Button>,
  },
} satisfies Meta<typeof FormActionBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithError: Story = {
  args: { message: <Banner tone="error">{profilesText.messages.completeRequired}</Banner> },
};

export const Submitting: Story = {
  args: {
    children: (
      <Button size="lg" loading loadingText={profilesText.registration.submitting}>
        {profilesText.registration.submitPartner}
      </Button>
    ),
  },
};

export const EditActions: Story = {
  args: {
    children: (
      <>
        <Button variant="secondary">{profilesText.own.cancel}</Button>
        <Button>{profilesText.own.save}</Button>
      </>
    ),
  },
};
