import { act, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/i18n';
import { renderRoute, signInAs, withScreenBackend } from '@/test/screen-harness';
import { rowOf, serverRows } from '../test/admin-panel-harness';

withScreenBackend();
// Lazy route chunks, and the admin door's Arabic file after them, load well within this on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

afterEach(async () => {
  await setLanguage('en', 'latn');
});

/** "N pending verification" in Arabic, by the count's plural form (Arabic has six). */
function pendingInArabic(count: number): string {
  const form = new Intl.PluralRules('ar').select(count);
  const words = {
    zero: 'لا يوجد شركاء قيد انتظار التوثيق',
    one: 'شريك واحد قيد انتظار التوثيق',
    two: 'شريكان قيد انتظار التوثيق',
    few: `${count} شركاء قيد انتظار التوثيق`,
    many: `${count} شريكًا قيد انتظار التوثيق`,
    other: `${count} شريك قيد انتظار التوثيق`,
  };
  return words[form];
}

describe('/adminPanel in Arabic', () => {
  it('words the panel, its counters, industries and statuses in Arabic, right to left, and finds a row by its Arabic industry', async () => {
    await signInAs('admin');
    const rows = await serverRows();
    await setLanguage('ar');
    renderRoute('/adminPanel');

    expect(await screen.findByRole('heading', { level: 1, name: 'لوحة الإدارة' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.title).toBe('لوحة الإدارة · Corridor');
    await screen.findByRole('table');

    const counters = screen.getByRole('list', { name: 'الشركات المسجلة' });
    const pending = rows.filter((row) => row.category === 'local' && row.status === 'Pending').length;
    expect(pending).toBeGreaterThan(2);
    expect(within(counters).getByText(pendingInArabic(pending))).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['الاسم', 'النوع', 'القطاع', 'جهة الاتصال', 'الحالة', 'الإجراءات']);

    // A fintech business: its industry and its status in Arabic, its name as written, isolated for bidi.
    const fintech = rows.find((row) => row.status === 'Active' && row.industry === 'Fintech & Financial Services')!;
    const box = screen.getByRole('searchbox', { name: 'البحث بالاسم أو القطاع' });
    await userEvent.type(box, 'التكنولوجيا المالية');
    const link = await screen.findByRole('link', { name: fintech.name });
    expect(link).toHaveAttribute('dir', 'auto');
    const row = rowOf(fintech.name);
    expect(row).toHaveTextContent('التكنولوجيا المالية والخدمات المالية');
    expect(row).not.toHaveTextContent('Fintech');
    expect(within(row).getByText('نشط')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: `حذف ${fintech.name}` })).toBeInTheDocument();
  });

  it('turns back to English in place: the memoised rows, counters and search box follow the switch', async () => {
    await signInAs('admin');
    await setLanguage('ar');
    renderRoute('/adminPanel');
    await screen.findByRole('heading', { level: 1, name: 'لوحة الإدارة' });
    const box = await screen.findByRole('searchbox', { name: 'البحث بالاسم أو القطاع' });
    await userEvent.type(box, 'Sanad');
    expect(await screen.findAllByText('قيد الانتظار')).not.toHaveLength(0);

    await act(() => setLanguage('en', 'latn'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Panel' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    // The search box kept what was typed, under its English label.
    expect(screen.getByRole('searchbox', { name: 'Search by name or industry' })).toHaveValue('Sanad');
    expect(screen.getByRole('list', { name: 'Registered businesses' })).toHaveTextContent(/\d+ pending verification/);
    expect(screen.queryByText('قيد الانتظار')).toBeNull();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(expect.arrayContaining(['All', 'Foreign', 'Local', 'Investor']));
  });
});
