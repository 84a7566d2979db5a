import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileField } from './file-field';

const logo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 88 88"><rect width="88" height="88" fill="#0b2545"/><text x="44" y="54" font-family="Arial" font-size="28" font-weight="700" text-anchor="middle" fill="#e0b84f">AN</text></svg>',
  );

const meta = {
  title: 'Design system/Forms/FileField',
  component: FileField,
  tags: ['autodocs'],
  args: { label: 'Business logo', hint: 'Optional. PNG, JPG or SVG.' },
} satisfies Meta<typeof FileField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithStoredImage: Story = { args: { previewUrl: logo, previewAlt: 'Current logo of Al Noor Legal' } };
export const Required: Story = { args: { required: true } };
export const WithError: Story = { args: { required: true, error: 'Please complete all * required fields' } };
export const Disabled: Story = { args: { disabled: true, previewUrl: logo } };
