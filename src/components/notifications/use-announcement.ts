import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { listNotifications } from '@/api/requests/list-notifications';
import { queryKeys } from '@/api/query-keys';
import type { components } from '@/api/schema';
import { notifications as strings } from '@/i18n/notifications';
import { fill } from '@/lib/format';

type UnreadCount = components['schemas']['UnreadCount'];

/**
 * What the bell's polite live region says when notifications arrive while the page is open: the
 * sentence of a single new one, or how many. Nothing on the first count (that is not news), and
 * focus never moves. The lists are refreshed at the same time, so an open panel shows them.
 */
export function useNewNotificationAnnouncement(count: UnreadCount | undefined): string {
  const queryClient = useQueryClient();
  const seen = useRef<UnreadCount | undefined>(undefined);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    const before = seen.current;
    seen.current = count;
    if (!before || !count?.latestAt || count.latestAt === before.latestAt || (before.latestAt && count.latestAt < before.latestAt)) return;
    // The live channel may have asked already: join that reading rather than start another.
    void queryClient.invalidateQueries({ queryKey: [...queryKeys.notifications, 'list'] }, { cancelRefetch: false });
    const arrived = count.unread - before.unread;
    if (arrived <= 0) return;
    if (arrived > 1) {
      setAnnouncement(fill(strings.panel.announceMany, { count: arrived }));
      return;
    }
    let current = true;
    listNotifications('unread', 1)
      .then((page) => {
        const newest = page.items[0];
        if (current && newest) setAnnouncement(fill(strings.panel.announceOne, { text: newest.text }));
      })
      .catch(() => {
        if (current) setAnnouncement(fill(strings.panel.announceMany, { count: arrived }));
      });
    return () => {
      current = false;
    };
  }, [count, queryClient]);

  return announcement;
}
