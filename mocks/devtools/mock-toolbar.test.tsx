import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db, initDb, whenSaved } from '../db';
import { MemoryStore } from '../db/stores/memory';
import { MockToolbar } from './mock-toolbar';

const demoRequest = (id: string) => ({
  id, firstName: 'Ines', lastName: 'Berg', email: 'ines@berg.se', company: 'Berg AB',
  employees: '1-29', website: 'berg.se', phone: '+46 8 123', message: 'Hello', createdAt: new Date().toISOString(),
});

describe('the Demo tools and the storage', () => {
  it('says where the data is saved, and says plainly when the storage refuses it, until it has room again', async () => {
    const store = new MemoryStore();
    await initDb({ store });
    await whenSaved();
    const user = userEvent.setup();
    render(<MockToolbar setAside={null} />);
    await user.click(screen.getByRole('button', { name: 'Demo tools' }));
    const panel = screen.getByRole('region', { name: 'Demo tools' });
    expect(within(panel).getByText(/^Saved in this browser \(memory\) after every change/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();

    store.refuse = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    await act(async () => {
      await db.demoRequests.create(demoRequest('demo_1'));
      await whenSaved();
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The demo data is not being saved: memory refused it (QuotaExceededError: The quota has been exceeded.). It lives in this tab for now',
    );
    expect(within(panel).getByText(/^Not saved: memory refused the data/)).toBeInTheDocument();
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();

    store.refuse = null;
    await act(async () => {
      await db.demoRequests.create(demoRequest('demo_2'));
      await whenSaved();
    });
    expect(within(panel).getByText(/^Saved in this browser/)).toBeInTheDocument();
    expect(store.records('demoRequests')).toHaveLength(2);
  });

  it('sends the daily digests waiting, on demand, into the outbox', async () => {
    await initDb();
    await db.notifications.create({
      id: 'ntf_digest', userId: 'usr_0002', kind: 'request-received', event: 'request-received',
      values: { company: 'Nordvik Payments AB', contractId: 'ctr_0009' }, counterpart: null, link: '/partner/AllContracts',
      createdAt: new Date().toISOString(), readAt: null, emailed: 'digest-pending',
    });
    const user = userEvent.setup();
    render(<MockToolbar setAside={null} />);
    await user.click(screen.getByRole('button', { name: 'Demo tools' }));
    const panel = screen.getByRole('region', { name: 'Demo tools' });
    await user.click(within(panel).getByRole('button', { name: 'Send daily digests now' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent('Sent 1 digest: see the outbox.');
    expect(within(panel).getByText('Your Corridor digest: 1 update')).toBeInTheDocument();
    expect(within(panel).getByText(/Nordvik Payments AB sent you a partnership request\./)).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Send daily digests now' }));
    expect(within(panel).getByRole('status')).toHaveTextContent('No digest was waiting');
  });

  it('shows an e-mail written in Arabic in the outbox, marked Arabic and read right to left', async () => {
    await initDb();
    await db.users.update((q) => q.where({ id: 'usr_0002' }), {
      data(record) {
        record.language = 'ar';
      },
    });
    await db.notifications.create({
      id: 'ntf_digest_ar', userId: 'usr_0002', kind: 'request-received', event: 'request-received',
      values: { company: 'Nordvik Payments AB', contractId: 'ctr_0009' }, counterpart: null, link: '/partner/AllContracts',
      createdAt: new Date().toISOString(), readAt: null, emailed: 'digest-pending',
    });
    const user = userEvent.setup();
    render(<MockToolbar setAside={null} />);
    await user.click(screen.getByRole('button', { name: 'Demo tools' }));
    const panel = screen.getByRole('region', { name: 'Demo tools' });
    await user.click(within(panel).getByRole('button', { name: 'Send daily digests now' }));
    const subject = await within(panel).findByText('ملخصك من Corridor: تحديث واحد');
    expect(subject).toHaveAttribute('lang', 'ar');
    expect(subject).toHaveAttribute('dir', 'auto');
    const body = within(panel).getByText(/أرسل إليك Nordvik Payments AB طلب شراكة\./);
    expect(body).toHaveAttribute('lang', 'ar');
    expect(body).toHaveAttribute('dir', 'auto');
    expect(body.textContent?.startsWith('مرحبًا ')).toBe(true);
  });

  it('speaks the language of the page, and follows a switch with its panel open', async () => {
    await initDb({ store: new MemoryStore() });
    await whenSaved();
    document.documentElement.lang = 'ar';
    try {
      const user = userEvent.setup();
      render(<MockToolbar setAside="it is not valid JSON" />);
      expect(screen.getByRole('alert')).toHaveTextContent('تعذّرت قراءة البيانات التجريبية المحفوظة (it is not valid JSON)');
      await user.click(screen.getByRole('button', { name: 'أدوات العرض التجريبي' }));
      const panel = screen.getByRole('region', { name: 'أدوات العرض التجريبي' });
      expect(within(panel).getByRole('heading', { name: 'صندوق الصادر' })).toBeInTheDocument();
      expect(within(panel).getByRole('radio', { name: 'خطأ في الخادم' })).toBeInTheDocument();
      await act(async () => {
        document.documentElement.lang = 'en';
      });
      expect(await within(panel).findByRole('heading', { name: 'Outbox' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Close demo tools' })).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent('The saved demo data could not be read (it is not valid JSON)');
    } finally {
      document.documentElement.lang = 'en';
    }
  });
});
