import { act, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/i18n';
import { renderRoute, withScreenBackend } from '@/test/screen-harness';

withScreenBackend();
// Lazy route chunks, and the auth door's Arabic file after them, load well within this on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

afterEach(async () => {
  await setLanguage('en', 'latn');
});

describe('the account screens in Arabic', () => {
  it('switches the login page to Arabic in place: what was typed stays, and the check speaks Arabic', async () => {
    const user = userEvent.setup();
    renderRoute('/login');
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    await user.type(screen.getByLabelText(/^Email/), 'astrid@nordvik.se');

    await act(() => setLanguage('ar'));
    expect(await screen.findByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const email = screen.getByLabelText(/^البريد الإلكتروني/);
    expect(email).toHaveValue('astrid@nordvik.se');
    // The demo accounts' intro is split around the password at each render, in the language shown.
    const demo = screen.getByRole('region', { name: 'الحسابات التجريبية' });
    expect(within(demo).getByText('corridor-demo').closest('p')).toHaveTextContent(/^وضع المحاكاة: .*corridor-demo\. اختر حسابًا لتعبئة النموذج\.$/);

    await user.type(screen.getByLabelText(/^كلمة المرور/, { selector: 'input' }), '12345');
    await user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    expect(await screen.findByText('يجب أن تتكون كلمة المرور من أكثر من 6 أحرف')).toBeInTheDocument();
    expect(email).toHaveValue('astrid@nordvik.se');
  });

  it('offers the sign-up categories in Arabic after a switch, and asks for every field in Arabic', async () => {
    const user = userEvent.setup();
    renderRoute('/signup');
    await screen.findByRole('heading', { level: 1, name: 'Create your account' });
    await act(() => setLanguage('ar'));
    await screen.findByRole('heading', { level: 1, name: 'أنشئ حسابك' });
    const type = screen.getByRole('combobox', { name: /^نوع النشاط/ });
    expect(within(type).getAllByRole('option').map((option) => option.textContent)).toEqual(['اختر نوع نشاطك', 'شركة أجنبية', 'شريك محلي', 'مستثمر']);
    await user.click(screen.getByRole('button', { name: 'إرسال رمز التحقق' }));
    expect(await screen.findByText('جميع الحقول مطلوبة')).toBeInTheDocument();
  });

  it('numbers the reset steps in the reader’s digits', async () => {
    await setLanguage('ar', 'arab');
    renderRoute('/forgot-password');
    await screen.findByRole('heading', { level: 1, name: 'إعادة تعيين كلمة المرور' });
    const steps = screen.getByRole('list', { name: 'مراحل التقدم' });
    expect(within(steps).getAllByRole('listitem').map((step) => step.textContent)).toEqual([
      '١الخطوة ١ من ٣: البريد الإلكترونيالبريد الإلكتروني',
      '٢الخطوة ٢ من ٣: الرمزالرمز',
      '٣الخطوة ٣ من ٣: كلمة المرور الجديدةكلمة المرور الجديدة',
    ]);
  });

  it('words an e-mail error of the demo Google chooser again when the reader switches, keeping the address typed', async () => {
    const user = userEvent.setup();
    renderRoute('/login');
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose an account to continue to Corridor' });
    await user.click(within(dialog).getByRole('button', { name: 'Use another account' }));
    await user.type(within(dialog).getByLabelText(/^Email/), 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('Please enter a valid email address')).toBeInTheDocument();

    await act(() => setLanguage('ar'));
    expect(await within(dialog).findByText('يُرجى إدخال عنوان بريد إلكتروني صحيح')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^البريد الإلكتروني/)).toHaveValue('not-an-address');
  });
});
