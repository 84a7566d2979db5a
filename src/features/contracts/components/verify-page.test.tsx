import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute, signInAs, withScreenBackend } from '@/test/screen-harness';
import { sha256Hex } from '../lib/agreement-digest';

withScreenBackend();
configure({ asyncUtilTimeout: 5000 });

/** The seed's signed agreement (ctr_0002, version 1), read as a party would download it (in English unless asked). */
async function seededDocument(language?: 'ar' | 'bilingual'): Promise<string> {
  const { token } = await signInAs('foreign');
  const query = language ? `?language=${language}` : '';
  const response = await fetch(`${location.origin}/agreement/ctr_0002/versions/1${query}`, { headers: { Authorization: `Bearer ${token}` } });
  localStorage.clear();
  return response.text();
}

const result = () => screen.getByTestId('verify-result');

describe('/verify', () => {
  it('checks a pasted digest without a session and names who signed', async () => {
    const html = await seededDocument();
    const digest = await sha256Hex(new TextEncoder().encode(html));
    renderRoute('/verify');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/SHA-256 digest/), digest.toUpperCase());
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Issued by Corridor')).toBeInTheDocument();
    expect(within(result()).getByText(/^Contract ctr_0002, version 1, issued /)).toBeInTheDocument();
    expect(within(result()).getByText('Signed by both parties.')).toBeInTheDocument();
    expect(within(result()).getAllByRole('listitem')).toHaveLength(2);
    expect(result().textContent).not.toContain('Scope of services');
  });

  it('hashes a downloaded HTML file in the browser, and refuses a changed one', async () => {
    const html = await seededDocument();
    renderRoute('/verify');
    const user = userEvent.setup();
    const file = await screen.findByLabelText(/Downloaded agreement/);
    await user.upload(file, new File([html], 'agreement.html', { type: 'text/html' }));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Issued by Corridor')).toBeInTheDocument();
    expect(within(result()).getByText(/^Digest computed from the HTML file: [0-9a-f]{64}$/)).toBeInTheDocument();

    await user.upload(file, new File([html.replace('twelve (12) months', 'sixty (60) months')], 'agreement.html', { type: 'text/html' }));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Not issued by Corridor')).toBeInTheDocument();
    expect(within(result()).getByText(/No agreement issued by Corridor has this digest/)).toBeInTheDocument();
  });

  it('asks for a file or a digest, and explains a malformed digest and a PDF without one, keeping what was typed', async () => {
    renderRoute('/verify');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Choose a file or paste a digest to verify.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/SHA-256 digest/), 'abc123');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('A digest is 64 hexadecimal characters (SHA-256).')).toBeInTheDocument();
    expect(screen.getByLabelText(/SHA-256 digest/)).toHaveValue('abc123');
    await user.upload(screen.getByLabelText(/Downloaded agreement/), new File(['%PDF-1.7 no digest here'], 'other.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(/This PDF does not carry a Corridor digest/)).toBeInTheDocument();
  });

  it('checks a downloaded Arabic or bilingual page by the digest of the English text it renders, and says so', async () => {
    const digest = await sha256Hex(new TextEncoder().encode(await seededDocument()));
    const arabic = await seededDocument('ar');
    renderRoute('/verify');
    const user = userEvent.setup();
    await user.upload(await screen.findByLabelText(/Downloaded agreement/), new File([arabic], 'agreement-ar.html', { type: 'text/html' }));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Issued by Corridor')).toBeInTheDocument();
    expect(within(result()).getByText(/^Contract ctr_0002, version 1, issued /)).toBeInTheDocument();
    expect(within(result()).getByText(`This file is a translated rendering of the version whose English text has the digest ${digest}, and is checked by that digest. Download the English HTML from the contract page to check the exact text.`)).toBeInTheDocument();
  });
});
