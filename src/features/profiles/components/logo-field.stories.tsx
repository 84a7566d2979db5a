import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { profiles as profilesText } from '@/i18n/profiles';
import { controlledField, sampleLogoDataUrl, sampleLogoFile } from '../stories/decorators';
import { LogoField } from './logo-field';

const meta = {
  title: 'Components/Profiles/LogoField',
  component: LogoField,
  args: { label: profilesText.fields.businessLogo, hint: profilesText.hints.businessLogo, required: true, value: '', onChange: fn() },
  render: controlledField(LogoField, 520),
} satisfies Meta<typeof LogoField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: required, with the specification's "optional" hint. */
export const Empty: Story = {};

/** A stored logo, previewed. */
export const WithLogo: Story = { args: { value: sampleLogoDataUrl } };

/** Choosing an image previews it. */
export const Chosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText(/^Business Logo/), sampleLogoFile());
    await expect(await canvas.findByRole('img', { name: 'Preview of the business logo' })).toBeInTheDocument();
  },
};

/** A file that is not an image is refused. */
export const NotAnImage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText(/^Business Logo/), new File(['hello'], 'notes.txt', { type: 'text/plain' }), { applyAccept: false });
    await expect(await canvas.findByText(profilesText.logo.notImage)).toBeInTheDocument();
  },
};

/** The required-field error of the form. */
export const Missing: Story = { args: { error: profilesText.validation.fieldRequired } };
