import { act, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/i18n';
import { renderRoute, signInAs, withScreenBackend } from '@/test/screen-harness';
import { MESSAGE_MAX } from '../components/composer';

withScreenBackend();
// Lazy route chunks, and the conversations door's Arabic file after them, load well within this on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

afterEach(async () => {
  await setLanguage('en', 'latn');
});

describe('a conversation in Arabic', () => {
  it('keeps a draft through a switch, counts what is over the limit by Arabic plural, and points "Back" to the right', async () => {
    await signInAs('foreign');
    const user = userEvent.setup({ delay: null });
    renderRoute('/messages/ctr_0001');
    const box = await screen.findByRole('textbox', { name: /^Message to / });
    box.focus();
    await user.paste('x'.repeat(MESSAGE_MAX + 3));
    expect(await screen.findByText('Your message is 3 characters too long. Shorten it to send.')).toBeInTheDocument();

    await act(() => setLanguage('ar'));
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const arabicBox = await screen.findByRole('textbox', { name: /^رسالة إلى / });
    expect(arabicBox).toBe(box);
    expect(box).toHaveValue('x'.repeat(MESSAGE_MAX + 3));
    // The writer's direction, whatever the page's.
    expect(box).toHaveAttribute('dir', 'auto');
    expect(screen.getByText('تتجاوز رسالتك الحد المسموح بـ3 أحرف. اختصرها لتتمكن من إرسالها.')).toBeInTheDocument();
    await user.type(box, 'x'.repeat(8));
    expect(await screen.findByText('تتجاوز رسالتك الحد المسموح بـ11 حرفًا. اختصرها لتتمكن من إرسالها.')).toBeInTheDocument();

    const back = screen.getByRole('link', { name: 'العودة إلى الرسائل' });
    expect(back.textContent?.startsWith('→')).toBe(true);
    const messages = screen.getByRole('log', { name: /^الرسائل مع / });
    const written = within(messages).getAllByText((_, element) => element?.tagName === 'P' && element.getAttribute('dir') === 'auto');
    expect(written.length).toBeGreaterThan(0);
  });

  it('words the meeting form’s errors again on a switch, keeping what was typed', async () => {
    await signInAs('foreign');
    const user = userEvent.setup({ delay: null });
    renderRoute('/messages/ctr_0001');
    const meeting = await screen.findByRole('region', { name: 'Intro meeting' });
    await user.click(await within(meeting).findByRole('button', { name: /^Propose (a meeting|new times|other times)$/ }));
    const dialog = within(await screen.findByRole('dialog', { name: /^Propose/ }));
    await user.click(dialog.getByRole('radio', { name: 'Video call' }));
    await user.clear(dialog.getByLabelText(/^Video link/));
    await user.type(dialog.getByLabelText(/^Video link/), 'meet.corridor.test');
    await user.click(dialog.getByRole('button', { name: 'Propose meeting' }));
    expect(await dialog.findByText('Choose a date')).toBeInTheDocument();

    await act(() => setLanguage('ar'));
    expect(await dialog.findByText('اختر تاريخًا')).toBeInTheDocument();
    expect(dialog.getByText('أدخل رابط فيديو يبدأ بـ \u2066https://\u2069')).toBeInTheDocument();
    const link = dialog.getByLabelText(/^رابط الفيديو/);
    expect(link).toHaveValue('meet.corridor.test');
    expect(link).toHaveAttribute('dir', 'ltr');
    expect(dialog.getByRole('combobox', { name: /^المدة/ })).toHaveDisplayValue('30 دقيقة');
  });
});
