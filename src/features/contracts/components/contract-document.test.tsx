import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, renderRoute, signInAs, use, withScreenBackend } from '@/test/screen-harness';
import { documentFileName } from './contract-document';

withScreenBackend();
// The first screen of a file loads its lazy route and the seeded backend: give it time on a busy machine.
configure({ asyncUtilTimeout: 5000 });

let blobs: Blob[] = [];
const createObjectURL = vi.fn((blob: Blob) => {
  blobs.push(blob);
  return `blob:corridor/${blobs.length}`;
});
const revokeObjectURL = vi.fn();

beforeEach(() => {
  blobs = [];
  // jsdom has no object URLs.
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

/** jsdom's Blob has no text(); its FileReader does the same. */
const readBlob = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });

const documentSection = () => screen.getByRole('region', { name: 'Contract & SLA' });

describe('the generated contract and SLA', () => {
  it('fetches the document with the bearer token and saves it as corridor-contract-<id>.html', async () => {
    const { token } = await signInAs('foreign');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderRoute('/contract/ctr_0001');
    const download = await screen.findByRole('button', { name: 'Download contract (HTML)' });
    await vi.waitFor(() => expect(download).toBeEnabled(), { timeout: 5000 });

    await userEvent.click(download);
    expect(click).toHaveBeenCalledTimes(1);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('corridor-contract-ctr_0001.html');
    expect(link.getAttribute('href')).toBe('blob:corridor/1');
    expect(link.isConnected).toBe(false);

    const blob = blobs[0] as Blob;
    expect(blob.type).toBe('text/html;charset=utf-8');
    const html = await readBlob(blob);
    expect(html).toContain('Partnership Agreement and Service Level Agreement');
    expect(html).toContain('Al Noor Corporate Services');
    expect(html).toContain('Nordvik Payments AB');

    // The same contract always renders the same document.
    const again = await fetch(`${location.origin}/contract-document/ctr_0001`, { headers: { Authorization: `Bearer ${token}` } });
    expect(await again.text()).toBe(html);
  });

  it('opens the printable version in a new tab', async () => {
    await signInAs('local');
    const tab = { opener: {} as unknown };
    const open = vi.spyOn(window, 'open').mockImplementation(() => tab as Window);
    const { unmount } = renderRoute('/contract/ctr_0001');
    const button = await screen.findByRole('button', { name: 'Open printable version' });
    await vi.waitFor(() => expect(button).toBeEnabled(), { timeout: 5000 });

    await userEvent.click(button);
    expect(open).toHaveBeenCalledWith('blob:corridor/1', '_blank');
    expect(tab.opener).toBeNull();
    expect(await readBlob(blobs[0] as Blob)).toContain('<!DOCTYPE html>');

    unmount();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:corridor/1');
  });

  it('says the document is being prepared while it loads', async () => {
    await signInAs('local');
    use(answer.loading('get', '/contract-document/ctr_0001'));
    renderRoute('/contract/ctr_0001');
    const preparing = await screen.findByRole('button', { name: 'Preparing the document…' });
    expect(preparing).toBeDisabled();
    expect(within(documentSection()).getByRole('button', { name: 'Open printable version' })).toBeDisabled();
  });

  it('shows a failed document with Retry', async () => {
    await signInAs('local');
    use(answer.error('get', '/contract-document/ctr_0001', 404, 'No contract document yet'));
    renderRoute('/contract/ctr_0001');
    const alert = await within(await screen.findByRole('region', { name: 'Contract & SLA' })).findByRole('alert');
    expect(alert).toHaveTextContent('The contract document could not be loaded. No contract document yet');

    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    // The override still answers 404: the error stays, nothing breaks.
    expect(await within(documentSection()).findByRole('alert')).toBeInTheDocument();
  });

  it('makes a safe file name of any contract id', () => {
    expect(documentFileName('ctr_0001')).toBe('corridor-contract-ctr_0001.html');
    expect(documentFileName('a/b c')).toBe('corridor-contract-a_b_c.html');
  });
});
