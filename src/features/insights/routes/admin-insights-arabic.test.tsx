import { act, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/i18n';
import type * as DownloadModule from '@/lib/download';
import { downloadBlob } from '@/lib/download';
import { answer, renderRoute, signInAs, use, withScreenBackend } from '@/test/screen-harness';

vi.mock('@/lib/download', async (importOriginal) => ({ ...(await importOriginal<typeof DownloadModule>()), downloadBlob: vi.fn() }));

withScreenBackend();
// Lazy route chunks, and the insights door's Arabic file after them, load well within this on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

afterEach(async () => {
  vi.mocked(downloadBlob).mockClear();
  await setLanguage('en', 'latn');
});

/** One period's figures, small enough to know every sentence they make. */
function answers() {
  const range = { period: '30d', from: '2026-10-27', to: '2026-11-25', days: 30 };
  const counts = { shown: 3, viewed: 2, requested: 2, approved: 1, signed: 1, milestone: 0 };
  const steps = Object.entries(counts).map(([step, count]) => ({ step, count, conversion: step === 'shown' ? null : 0.5 }));
  const weeks = [0.25, 0.5, 0.75].map((rate, index) => ({ weekStart: `2026-11-0${2 + index}`, sent: 4, approved: 4 * rate, rejected: 4 - 4 * rate, rate }));
  const bounds = [[0, 49], [50, 59], [60, 69], [70, 79], [80, 89], [90, 100]];
  const bands = bounds.map(([min, max], index) => ({ band: `server words ${index}`, min, max, sent: 2, approved: 1, rejected: 1, rate: 0.1 * (index + 3) }));
  return [
    answer.json('get', '/admin/insights/funnel', { range, steps, corridors: ['foreign-local', 'foreign-investor', 'investor-local'].map((corridor) => ({ corridor, steps })) }, 200),
    answer.json('get', '/admin/insights/acceptance', { range, band: { low: 0.4, high: 0.6 }, rate: 0.5, answered: 12, weeks, medianFirstResponseHours: 1.5, waiting: [] }, 200),
    answer.json(
      'get',
      '/admin/insights/match-quality',
      { range, bands, reasons: [{ factor: 'industry', label: 'Industry', approved: 2, rejected: 1, approvedShare: 1, rejectedShare: 0.5 }], approved: 6, rejected: 6 },
      200,
    ),
    answer.json(
      'get',
      '/admin/insights/supply',
      {
        industries: [
          { name: 'Fintech & Financial Services', demand: 3, supply: 1, short: true },
          { name: 'Professional Services', demand: 1, supply: 2, short: false },
        ],
        partnerTypes: [],
        pending: [],
      },
      200,
    ),
  ];
}

/** The Blob's text with its byte order mark kept (jsdom's Blob has no text(); its FileReader reads the bytes). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });

describe('/admin/insights in Arabic', () => {
  it('words every figure in Arabic, each count by its plural form, and downloads the table the reader sees', async () => {
    await signInAs('admin');
    use(...answers());
    await setLanguage('ar');
    renderRoute('/admin/insights');
    expect(await screen.findByRole('heading', { level: 1, name: 'المؤشرات' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');

    // 30 days, 3 weeks, 1.5 hours, 2 industries: each its own Arabic form.
    expect(await screen.findByText(/\(30 يومًا\)$/)).toBeInTheDocument();
    const funnel = await screen.findByRole('figure', { name: 'جميع المسارات' });
    expect(within(funnel).getByText(/^بلغ عدد الأزواج المعروضة 3؛ وأفضى 2 منها إلى طلب/)).toBeInTheDocument();
    const weekly = await screen.findByRole('figure', { name: 'القبول الأسبوعي' });
    expect(within(weekly).getByText(/من أصل 3 أسابيع فيها ردود\.$/)).toBeInTheDocument();
    expect(screen.getByText('1.5 ساعة')).toBeInTheDocument();
    const industries = await screen.findByRole('figure', { name: 'حسب القطاع' });
    expect(
      within(industries).getByText('لدى 1 من أصل قطاعين شركاء موثّقون أقل من الشركات الطالبة؛ وأكبر فجوة في التكنولوجيا المالية والخدمات المالية (3 مقابل 1).'),
    ).toBeInTheDocument();

    // Score bands named from their bounds, the reason by its factor: not the server's English words.
    const bands = await screen.findByRole('figure', { name: 'القبول حسب درجة التوافق' });
    await userEvent.click(within(bands).getByRole('button', { name: 'عرض كجدول' }));
    expect(within(bands).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['أقل من 50', '50–59', '60–69', '70–79', '80–89', '90 فأكثر']);
    const reasons = screen.getByRole('figure', { name: 'أسباب التوافق في الطلبات المعتمدة والمرفوضة' });
    await userEvent.click(within(reasons).getByRole('button', { name: 'عرض كجدول' }));
    expect(within(reasons).getByRole('rowheader')).toHaveTextContent('القطاع');
    expect(within(reasons).getAllByRole('columnheader').map((cell) => cell.textContent)).toContain('في المعتمدة (%)');

    // The file: the reader's header and words, numbers a spreadsheet can count with.
    await userEvent.click(within(industries).getByRole('button', { name: 'تنزيل CSV: حسب القطاع' }));
    const [blob] = vi.mocked(downloadBlob).mock.calls[0]!;
    expect(await textOf(blob)).toBe(
      '\uFEFFالاسم,الشركات الأجنبية,الشركاء الموثّقون,نقص في الشركاء\r\nالتكنولوجيا المالية والخدمات المالية,3,1,true\r\nالخدمات المهنية,1,2,false\r\n',
    );
  });

  it('mirrors its charts when the reader switches to Arabic with the page open', async () => {
    await signInAs('admin');
    use(...answers());
    renderRoute('/admin/insights');
    const funnel = await screen.findByRole('figure', { name: 'All corridors' });
    const label = () => within(funnel).getByRole('img').querySelector('text[text-anchor="start"], text[text-anchor="end"]')!;
    // Left to right the step names end at the bars (anchored at their end), right to left they start there.
    expect(label()).toHaveAttribute('text-anchor', 'end');
    expect(label()).toHaveTextContent('Matches shown');

    await act(() => setLanguage('ar'));
    const arabic = await screen.findByRole('figure', { name: 'جميع المسارات' });
    const first = within(arabic).getByRole('img').querySelector('text[text-anchor="start"], text[text-anchor="end"]')!;
    expect(first).toHaveTextContent('التوافقات المعروضة');
    expect(first).toHaveAttribute('text-anchor', 'start');
  });
});
