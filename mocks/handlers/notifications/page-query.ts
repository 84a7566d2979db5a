import type { PageQuery } from '../../domain/notifications';
import { badRequest } from '../../http/failure';
import { notificationMessages, PAGE } from '../../validation/notifications';

interface QueryParams {
  get(name: 'filter' | 'cursor' | 'limit'): unknown;
}

const refuse = (path: string, message: string) => badRequest(message, [{ path, message }]);

/** The query of GET /notifications: which ones, from where, how many (400 with a clear sentence otherwise). */
export function pageQueryOf(query: QueryParams): PageQuery {
  const text = (name: 'filter' | 'cursor' | 'limit') => {
    const value = query.get(name);
    return typeof value === 'string' ? value : null;
  };
  const filter = text('filter') ?? 'all';
  if (filter !== 'all' && filter !== 'unread') throw refuse('filter', notificationMessages.filter);
  const limitText = text('limit');
  const limit = limitText === null ? PAGE.default : /^\d{1,3}$/.test(limitText) ? Number(limitText) : NaN;
  if (!(limit >= PAGE.min && limit <= PAGE.max)) throw refuse('limit', notificationMessages.limit);
  return { filter, cursor: text('cursor'), limit };
}
