import { act, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/i18n';
import { renderRoute, withScreenBackend } from '@/test/screen-harness';

withScreenBackend();
// Lazy route chunks, and the marketing door's Arabic file after them, load well within this on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

afterEach(async () => {
  await setLanguage('en', 'latn');
});

describe('the marketing pages in Arabic', () => {
  it('keeps a half-filled demo request through a switch, and asks for the rest in Arabic', async () => {
    const user = userEvent.setup();
    renderRoute('/book-demo-business');
    await screen.findByRole('heading', { level: 1, name: 'Book a Demo' });
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Sofia');

    await act(() => setLanguage('ar'));
    expect(await screen.findByRole('heading', { level: 1, name: 'احجز عرضًا تجريبيًا' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('textbox', { name: 'الاسم الأول' })).toHaveValue('Sofia');
    // An address, a number and a link stay left to right; the message takes its writer's direction.
    expect(screen.getByRole('textbox', { name: 'البريد الإلكتروني للعمل' })).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('textbox', { name: 'رقم الهاتف' })).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('textbox', { name: 'الموقع الإلكتروني للشركة' })).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('textbox', { name: 'ما الذي تودّ تحقيقه في دولة الإمارات؟' })).toHaveAttribute('dir', 'auto');

    await user.click(screen.getByRole('button', { name: 'إرسال الطلب' }));
    expect(await screen.findByText('يُرجى تعبئة جميع الحقول.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'الاسم الأول' })).toHaveValue('Sofia');
  });

  it('names the two roles of the demo picker in Arabic after a switch', async () => {
    renderRoute('/book-a-demo');
    await screen.findByRole('heading', { level: 1, name: 'What best describes you?' });
    await act(() => setLanguage('ar'));
    const group = await screen.findByRole('radiogroup', { name: 'أيّ مما يلي يصفك بشكل أدق؟' });
    expect(within(group).getByRole('radio', { name: 'صاحب عمل' })).toHaveAccessibleDescription('أتطلع إلى توسيع أعمالي في سوق دولة الإمارات');
    expect(within(group).getByRole('radio', { name: 'شريك' })).toBeInTheDocument();
  });

  it('gives each section of a legal page its own anchor in Arabic, numbered in the reader’s digits', async () => {
    await setLanguage('ar', 'arab');
    renderRoute('/privacy-policy');
    await screen.findByRole('heading', { level: 1, name: 'سياسة الخصوصية' });
    const contents = screen.getByRole('navigation', { name: 'في هذه الصفحة' });
    const links = within(contents).getAllByRole('link');
    const targets = links.map((link) => link.getAttribute('href'));
    expect(new Set(targets).size).toBe(targets.length);
    expect(targets[0]).toBe('#من-نحن');
    expect(links[0]).toHaveTextContent(/^١\.من نحن$/);
    for (const target of targets) expect(document.getElementById(target!.slice(1))).not.toBeNull();
  });
});
