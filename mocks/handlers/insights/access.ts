import { adminMessages } from '../../domain/business-rows';
import { resolveRange, type Range } from '../../domain/insights';
import { requireCaller, requireCategory } from '../../http/auth';

/** Insights are for admins: 401 without a session, 403 for every party. */
export function requireAdmin(request: Request): void {
  requireCategory(requireCaller(request), ['admin'], adminMessages.adminOnly);
}

interface PeriodParams {
  get(name: 'period' | 'from' | 'to'): unknown;
}

/** The period of the call's query (400 with a clear message when it is not one), up to `nowMs`. */
export function rangeOfQuery(query: PeriodParams, nowMs: number): Range {
  const text = (name: 'period' | 'from' | 'to') => {
    const value = query.get(name);
    return typeof value === 'string' ? value : null;
  };
  return resolveRange({ period: text('period'), from: text('from'), to: text('to') }, nowMs);
}
