import { configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pageOf, sampleNotifications } from '@/components/notifications/fixtures';
import { setLanguage } from '@/i18n';
import { answer, renderRoute, signInAs, use, withScreenBackend } from '@/test/screen-harness';

withScreenBackend();
// Lazy route chunks, and the notifications door's Arabic file after them, load well within this on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

afterEach(async () => {
  await setLanguage('en', 'latn');
});

describe('/notifications in Arabic', () => {
  it('names the page, the bell and the list by the unread count’s Arabic plural, right to left', async () => {
    await signInAs('local');
    const items = sampleNotifications();
    use(answer.json('get', '/notifications/unread-count', { unread: 2, latestAt: items[0]!.createdAt }, 200), answer.json('get', '/notifications', pageOf(items), 200));
    await setLanguage('ar');
    renderRoute('/notifications');

    expect(await screen.findByRole('heading', { level: 1, name: 'الإشعارات' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.title).toBe('الإشعارات · Corridor');
    expect(await screen.findByRole('button', { name: 'الإشعارات، إشعاران غير مقروءين' })).toBeInTheDocument();
    const list = await screen.findByRole('region', { name: 'إشعاران غير مقروءين' });
    expect(await within(list).findByRole('link', { name: `غير مقروء: ${items[0]!.text}` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'إعدادات الإشعارات' })).toHaveAttribute('href', '/notifications/settings');
  });

  it('words the settings by kind of update in Arabic', async () => {
    await signInAs('local');
    await setLanguage('ar');
    renderRoute('/notifications/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'إعدادات الإشعارات' })).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'الرسائل: عبر البريد الإلكتروني' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'حفظ الإعدادات' })).toBeInTheDocument();
  });
});
