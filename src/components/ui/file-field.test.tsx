import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FileField } from './file-field';

describe('FileField', () => {
  it('accepts images by default and wires label, hint and error', () => {
    render(<FileField label="Business logo" hint="PNG or JPG" error="Please complete all * required fields" required />);
    const input = screen.getByLabelText('Business logo *');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('PNG or JPG Please complete all * required fields');
  });

  it('shows the stored image in the preview slot', () => {
    render(<FileField label="Business logo" previewUrl="/logo.png" previewAlt="Current logo" />);
    expect(screen.getByRole('img', { name: 'Current logo' })).toHaveAttribute('src', '/logo.png');
  });

  it('previews the chosen image, passes the change event on and revokes the preview URL', async () => {
    const createObjectURL = vi.fn(() => 'blob:preview-1');
    const revokeObjectURL = vi.fn();
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    try {
      const onChange = vi.fn();
      const { unmount } = render(<FileField label="Business logo" onChange={onChange} />);
      const file = new File(['png'], 'logo.png', { type: 'image/png' });
      await userEvent.upload(screen.getByLabelText('Business logo'), file);
      expect(onChange).toHaveBeenCalledTimes(1);
      expect(createObjectURL).toHaveBeenCalledWith(file);
      expect(screen.getByRole('img', { name: 'Preview of the selected image' })).toHaveAttribute('src', 'blob:preview-1');
      unmount();
      expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
    } finally {
      Object.assign(URL, { createObjectURL: original.create, revokeObjectURL: original.revoke });
    }
  });

  it('renders a custom preview slot', () => {
    render(<FileField label="Logo" preview={<span>Custom preview</span>} />);
    expect(screen.getByText('Custom preview')).toBeInTheDocument();
  });
});
