import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LOGO_MAX_BYTES, LogoField, imageFormatOf, logoProblem } from './logo-field';

const svg = () => new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', { type: 'image/svg+xml' });

describe('LogoField', () => {
  it('accepts images of at most 1 MB only', () => {
    expect(logoProblem(svg())).toBeNull();
    expect(logoProblem(new File([new Uint8Array(LOGO_MAX_BYTES)], 'a.png', { type: 'image/png' }))).toBeNull();
    expect(logoProblem(new File([new Uint8Array(LOGO_MAX_BYTES + 1)], 'a.png', { type: 'image/png' }))).toMatch(/larger than 1 MB/);
    expect(logoProblem(new File(['x'], 'a.pdf', { type: 'application/pdf' }))).toMatch(/not an image/);
  });

  it('hands the chosen image over as a data URL', async () => {
    const onChange = vi.fn();
    render(<LogoField label="Business Logo" value="" onChange={onChange} />);
    await userEvent.upload(screen.getByLabelText('Business Logo'), svg());
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(expect.stringMatching(/^data:image\/svg\+xml;base64,/)));
  });

  it('refuses another file with a message and keeps the value', async () => {
    const onChange = vi.fn();
    render(<LogoField label="Business Logo" value="data:image/png;base64,AAAA" onChange={onChange} />);
    await userEvent.setup({ applyAccept: false }).upload(screen.getByLabelText('Business Logo'), new File(['x'], 'a.txt', { type: 'text/plain' }));
    expect(await screen.findByText(/not an image/)).toBeInTheDocument();
    expect(screen.getByLabelText('Business Logo')).toHaveAttribute('aria-invalid', 'true');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('img', { name: 'Preview of the business logo' })).toHaveAttribute('src', 'data:image/png;base64,AAAA');
  });

  it('refuses a text file named like an image (fake.png), by its bytes', async () => {
    const onChange = vi.fn();
    render(<LogoField label="Business Logo" value="" onChange={onChange} />);
    await userEvent.upload(screen.getByLabelText('Business Logo'), new File(['just some notes'], 'fake.png', { type: 'image/png' }));
    expect(await screen.findByText(/not an image/)).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('hands over a real PNG whatever its name', async () => {
    const onChange = vi.fn();
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    render(<LogoField label="Business Logo" value="" onChange={onChange} />);
    await userEvent.upload(screen.getByLabelText('Business Logo'), new File([png], 'logo.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(expect.stringMatching(/^data:image\//)));
  });

  it.each([
    ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
    ['jpeg', [0xff, 0xd8, 0xff, 0xe0]],
    ['gif', [...'GIF89a'].map((c) => c.charCodeAt(0))],
    ['webp', [...'RIFF\0\0\0\0WEBP'].map((c) => c.charCodeAt(0))],
    ['svg', [...'<?xml version="1.0"?>\n<!-- logo -->\n<svg xmlns="http://www.w3.org/2000/svg"/>'].map((c) => c.charCodeAt(0))],
  ])('reads %s from its first bytes', (format, bytes) => {
    expect(imageFormatOf(new Uint8Array(bytes))).toBe(format);
  });

  it('reads no format from text, PDF or empty files', () => {
    for (const s of ['just some notes', '%PDF-1.4', '', '<html><svg/></html>']) expect(imageFormatOf(new TextEncoder().encode(s))).toBeNull();
  });

  it('shows a placeholder without a logo', () => {
    render(<LogoField label="Business Logo" value="" onChange={() => {}} required hint="Optional." />);
    expect(screen.getByText('No logo chosen')).toBeInTheDocument();
    expect(screen.getByLabelText(/Business Logo/)).toHaveAttribute('aria-required', 'true');
  });
});
