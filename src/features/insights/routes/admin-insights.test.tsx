import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { components } from '@/api/schema';
import { answer, renderRoute, signInAs, use, withRequestLog, withScreenBackend } from '@/test/screen-harness';
import type * as DownloadModule from '@/lib/download';
import { downloadBlob } from '@/lib/download';
import { formatDate, formatNumber } from '@/lib/format';

vi.mock('@/lib/download', async (importOriginal) => ({ ...(await importOriginal<typeof DownloadModule>()), downloadBlob: vi.fn() }));

withScreenBackend();
const requests = withRequestLog();
configure({ asyncUtilTimeout: 8000 });
afterEach(() => vi.mocked(downloadBlob).mockClear());

type Schemas = components['schemas'];

/** What the server says, read as the page reads it (with the stored admin token). */
async function server<T>(path: string): Promise<T> {
  const response = await fetch(`${location.origin}${path}`, { headers: { Authorization: `Bearer ${localStorage.getItem('token')}` } });
  return (await response.json()) as T;
}

/** The Blob's text with its byte order mark kept (jsdom's Blob has no arrayBuffer(); its FileReader reads the bytes). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });

describe('/admin/insights for an admin', () => {
  it('is linked from the admin header and shows the four sections, each figure named and summarised from the server figures', async () => {
    await signInAs('admin');
    const { router } = renderRoute('/adminPanel');
    await userEvent.click(await screen.findByRole('link', { name: 'Insights' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/insights'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Insights' })).toBeInTheDocument();
    for (const name of ['Funnel', 'Acceptance rate', 'Match quality', 'Supply and demand']) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    const funnel = await server<Schemas['InsightsFunnel']>('/admin/insights/funnel?period=30d');
    const figure = await screen.findByRole('figure', { name: 'All corridors' });
    const shown = funnel.steps[0]!.count;
    expect(within(figure).getByText(new RegExp(`^${formatNumber(shown)} pairs were shown`))).toBeInTheDocument();
    expect(within(figure).getByRole('img')).toHaveAccessibleName(within(figure).getByText(/pairs were shown/).textContent!);
    expect(screen.getByText(`${formatDate(funnel.range.from)} – ${formatDate(funnel.range.to)} (30 days)`)).toBeInTheDocument();
    // the supply figure marks the industries short of partners
    const supply = await server<Schemas['InsightsSupply']>('/admin/insights/supply');
    const short = supply.industries.filter((row) => row.short);
    expect(short.length).toBeGreaterThan(0);
    const industries = await screen.findByRole('figure', { name: 'By industry' });
    expect(within(industries).getByText(new RegExp(`^${short.length} of ${supply.industries.length} industries have fewer verified partners`))).toBeInTheDocument();
  });

  it('changes the period in the URL, so a reload keeps it, and asks the server for that period only', async () => {
    await signInAs('admin');
    const { router, unmount } = renderRoute('/admin/insights');
    await screen.findByRole('figure', { name: 'All corridors' });
    requests.length = 0;
    await userEvent.click(screen.getByRole('radio', { name: 'Last 90 days' }));
    await waitFor(() => expect(router.state.location.search).toBe('?period=90d'));
    expect(await screen.findByText(/\(90 days\)$/)).toBeInTheDocument();
    expect(requests.filter((request) => request.path.startsWith('/admin/insights/')).map((request) => request.path).sort()).toEqual([
      '/admin/insights/acceptance',
      '/admin/insights/funnel',
      '/admin/insights/match-quality',
    ]);
    unmount();
    renderRoute('/admin/insights?period=90d');
    expect(await screen.findByRole('radio', { name: 'Last 90 days' })).toBeChecked();
  });

  it('checks a custom period before asking, keeps what was typed, and shows the server’s own days', async () => {
    await signInAs('admin');
    const { router } = renderRoute('/admin/insights');
    await userEvent.click(await screen.findByRole('radio', { name: 'Custom' }));
    const from = screen.getByLabelText(/^From/);
    const to = screen.getByLabelText(/^To/);
    await userEvent.click(screen.getByRole('button', { name: 'Show period' }));
    expect(await screen.findByText('Choose a start and an end date.')).toBeInTheDocument();
    expect(from).toHaveFocus();
    await userEvent.type(from, '2026-08-01');
    await userEvent.type(to, '2026-07-01');
    await userEvent.click(screen.getByRole('button', { name: 'Show period' }));
    expect(await screen.findByText('The start date must be on or before the end date.')).toBeInTheDocument();
    expect(from).toHaveValue('2026-08-01');
    expect(to).toHaveValue('2026-07-01');
    expect(router.state.location.search).toBe('');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-08-31');
    await userEvent.click(screen.getByRole('button', { name: 'Show period' }));
    await waitFor(() => expect(router.state.location.search).toBe('?period=custom&from=2026-08-01&to=2026-08-31'));
    expect(await screen.findByText(`${formatDate('2026-08-01')} – ${formatDate('2026-08-31')} (31 days)`)).toBeInTheDocument();
  });

  it('shows a figure as its table and downloads that table as CSV with a byte order mark', async () => {
    await signInAs('admin');
    renderRoute('/admin/insights?period=90d');
    const figure = await screen.findByRole('figure', { name: 'All corridors' });
    const funnel = await server<Schemas['InsightsFunnel']>('/admin/insights/funnel?period=90d');
    await userEvent.click(within(figure).getByRole('button', { name: 'Show as table' }));
    const table = within(figure).getByRole('table');
    expect(within(table).getByRole('rowheader', { name: 'Matches shown' }).closest('tr')).toHaveTextContent(formatNumber(funnel.steps[0]!.count));
    await userEvent.click(within(figure).getByRole('button', { name: 'Download CSV: All corridors' }));
    expect(downloadBlob).toHaveBeenCalledTimes(1);
    const [blob, fileName] = vi.mocked(downloadBlob).mock.calls[0]!;
    expect(fileName).toBe('corridor-funnel-90d.csv');
    const text = await textOf(blob);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe('Step,Pairs,From previous step');
    expect(lines[1]).toBe(`Matches shown,${funnel.steps[0]!.count},`);
    expect(lines[3]).toBe(`Requests sent,${funnel.steps[2]!.count},${funnel.steps[2]!.conversion ?? ''}`);
  });

  it('links each request waiting over 7 days to its contract page', async () => {
    await signInAs('admin');
    const acceptance = await server<Schemas['InsightsAcceptance']>('/admin/insights/acceptance?period=30d');
    const oldest = acceptance.waiting[0];
    expect(oldest).toBeDefined();
    const { router } = renderRoute('/admin/insights');
    const waiting = await screen.findByRole('figure', { name: 'Requests waiting longer than 7 days' });
    await userEvent.click(within(waiting).getByRole('link', { name: `${oldest!.senderName} → ${oldest!.recipientName}` }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/contract/${oldest!.contractId}`));
  });

  it('lets one failed section be retried while the others keep their figures', async () => {
    await signInAs('admin');
    use(answer.error('get', '/admin/insights/match-quality', 500, 'Match quality is being recomputed.'));
    renderRoute('/admin/insights');
    const quality = await screen.findByRole('region', { name: 'Match quality' });
    expect(await within(quality).findByRole('alert')).toHaveTextContent('Match quality is being recomputed.');
    expect(await screen.findByRole('figure', { name: 'All corridors' })).toBeInTheDocument();
  });
});

describe('/admin/insights for anyone else', () => {
  it('renders nothing for a foreign business, like every admin page', async () => {
    await signInAs('foreign');
    renderRoute('/admin/insights');
    await waitFor(() => expect(document.querySelector('h1')).toBeNull());
    expect(screen.queryByRole('link', { name: 'Insights' })).toBeNull();
    expect(requests.some((request) => request.path.startsWith('/admin/insights'))).toBe(false);
  });
});
