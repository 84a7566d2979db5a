import { composeStories } from '@storybook/react-vite';
import { configure, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/i18n';
import { answer, renderRoute, signInAs, use, withScreenBackend } from '@/test/screen-harness';
import { storyA11yViolations } from '../../../../.storybook/a11y/check';
import { initialGlobals } from '../../../../.storybook/globals/toolbar';
import preview from '../../../../.storybook/preview';
import { documentFileName } from './contract-document';
import * as stories from './contract-document.stories';

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
afterEach(async () => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
  await setLanguage('en', 'latn');
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

describe('the document in English, Arabic or both side by side (issue 15)', () => {
  /** Waits until the download is ready, clicks it, and gives back the file's name and text. */
  async function downloaded(user: ReturnType<typeof userEvent.setup>, name: string | RegExp) {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const button = within(documentSection()).getByRole('button', { name });
    await vi.waitFor(() => expect(button).toBeEnabled(), { timeout: 5000 });
    await user.click(button);
    const link = click.mock.contexts.at(-1) as HTMLAnchorElement;
    click.mockRestore();
    return { name: link.download, html: await readBlob(blobs.at(-1) as Blob) };
  }

  it('offers the three as a radio group the arrow keys move; the file follows the choice, and says which text prevails', async () => {
    await signInAs('foreign');
    const { router } = renderRoute('/contract/ctr_0001');
    const user = userEvent.setup();
    const group = await screen.findByRole('group', { name: 'Language of the document' });
    const english = within(group).getByRole('radio', { name: 'English' });
    expect(english).toBeChecked();
    expect(within(group).getByText('العربية')).toHaveAttribute('lang', 'ar');
    expect(within(group).queryByText(/prevails/)).not.toBeInTheDocument();

    await user.click(english);
    await user.keyboard('{ArrowRight}');
    const arabic = within(group).getByRole('radio', { name: 'العربية' });
    expect(arabic).toBeChecked();
    expect(arabic).toHaveFocus();
    expect(group).toHaveAccessibleDescription('The parties sign the English text; it prevails over the Arabic translation.');
    expect(router.state.location.search).toBe('?document=ar');
    const inArabic = await downloaded(user, 'Download contract (HTML)');
    expect(inArabic.name).toBe('corridor-contract-ctr_0001-ar.html');
    expect(inArabic.html).toContain('<html lang="ar" dir="rtl">');
    expect(inArabic.html).toContain('اتفاقية شراكة واتفاقية مستوى الخدمة');

    arabic.focus();
    await user.keyboard('{ArrowRight}');
    expect(within(group).getByRole('radio', { name: 'Both, side by side' })).toBeChecked();
    const both = await downloaded(user, 'Download contract (HTML)');
    expect(both.name).toBe('corridor-contract-ctr_0001-en-ar.html');
    expect(both.html).toContain('Partnership Agreement and Service Level Agreement');
    expect(both.html).toContain('اتفاقية شراكة واتفاقية مستوى الخدمة');

    // back to English: the signed text, byte for byte what the server issued
    await user.click(english);
    const signed = await downloaded(user, 'Download contract (HTML)');
    expect(signed.name).toBe('corridor-contract-ctr_0001.html');
    expect(signed.html).toContain('<html lang="en">');
  });

  it('opens in Arabic for a reader who reads the app in Arabic', async () => {
    await setLanguage('ar');
    await signInAs('foreign');
    renderRoute('/contract/ctr_0001');
    const group = await screen.findByRole('group', { name: 'لغة المستند' });
    expect(within(group).getByRole('radio', { name: 'العربية' })).toBeChecked();
    expect(within(group).getByText('English')).toHaveAttribute('lang', 'en');
    expect(group).toHaveAccessibleDescription('يوقّع الطرفان النص الإنجليزي، وهو الذي يسود على الترجمة العربية.');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('draws the choice in Arabic, right to left, with no accessibility violation (its story, as Storybook runs it)', async () => {
    const { ArabicDocument } = composeStories(stories, { ...preview, loaders: [], initialGlobals: { ...initialGlobals, locale: 'ar' } });
    await signInAs('local');
    await ArabicDocument.load(); // the preview's beforeEach: the catalogue turns Arabic
    const { container } = render(<ArabicDocument />);
    const group = await screen.findByRole('group', { name: 'لغة المستند' });
    expect(within(group).getByRole('radio', { name: 'العربية' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'اللغتان جنبًا إلى جنب' })).not.toBeChecked();
    expect(container.querySelector('[dir]')).toHaveAttribute('dir', 'rtl');
    expect(await within(container).findByRole('button', { name: 'تنزيل العقد (HTML)' })).toBeInTheDocument();
    expect(await storyA11yViolations(ArabicDocument.parameters as Record<string, unknown>)).toEqual([]);
  });

  it('keeps a choice made in the link, and says so when a version exists only in English', async () => {
    await signInAs('foreign');
    // A version issued before the renderings: whatever language is asked, the English comes back.
    use(http.get('*/contract-document/ctr_0001', () => HttpResponse.text('<!DOCTYPE html><html lang="en"><body>Signed text</body></html>', { headers: { 'Content-Language': 'en' } })));
    renderRoute('/contract/ctr_0001?document=bilingual');
    const group = await screen.findByRole('group', { name: 'Language of the document' });
    expect(within(group).getByRole('radio', { name: 'Both, side by side' })).toBeChecked();
    expect(await within(documentSection()).findByText('This version was issued before Arabic renderings existed, so it is shown in English.')).toBeInTheDocument();
    const user = userEvent.setup();
    expect((await downloaded(user, 'Download contract (HTML)')).name).toBe('corridor-contract-ctr_0001.html');
  });
});

