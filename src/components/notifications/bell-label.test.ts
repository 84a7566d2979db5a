import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/i18n';
import { messagesLinkLabel } from '../layout/messages-link';
import { badgeText, bellLabel } from './notification-bell';

afterEach(async () => {
  await setLanguage('en', 'latn');
});

const counts = [0, 1, 2, 3, 11, 99, 100, 1204];

describe('the bell’s and the Messages link’s names', () => {
  it('read in English exactly as before the counts became plurals', () => {
    expect(counts.map(bellLabel)).toEqual([
      'Notifications',
      'Notifications, 1 unread',
      'Notifications, 2 unread',
      'Notifications, 3 unread',
      'Notifications, 11 unread',
      'Notifications, 99 unread',
      'Notifications, 99+ unread',
      'Notifications, 99+ unread',
    ]);
    expect([5, 100].map(badgeText)).toEqual(['5', '99+']);
  });

  it('take the Arabic plural form of each count, and say "99+" past the cap as the badge shows it', async () => {
    await setLanguage('ar');
    expect(counts.map(bellLabel)).toEqual([
      'الإشعارات',
      'الإشعارات، إشعار واحد غير مقروء',
      'الإشعارات، إشعاران غير مقروءين',
      'الإشعارات، 3 إشعارات غير مقروءة',
      'الإشعارات، 11 إشعارًا غير مقروء',
      'الإشعارات، 99 إشعارًا غير مقروء',
      'الإشعارات، 99+ غير مقروءة',
      'الإشعارات، 99+ غير مقروءة',
    ]);
    expect([2, 3, 1200].map(messagesLinkLabel)).toEqual([
      'الرسائل، رسالتان غير مقروءتين',
      'الرسائل، 3 رسائل غير مقروءة',
      'الرسائل، 99+ رسالة غير مقروءة',
    ]);
  });

  it('write the count and the badge in Arabic-Indic digits when the reader chose them', async () => {
    await setLanguage('ar', 'arab');
    expect(bellLabel(3)).toBe('الإشعارات، ٣ إشعارات غير مقروءة');
    expect([7, 250].map(badgeText)).toEqual(['٧', '٩٩+']);
    expect(bellLabel(250)).toBe('الإشعارات، ٩٩+ غير مقروءة');
  });
});
