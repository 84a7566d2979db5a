/** Conformance cases of the admin insights operations (admin only; the period in the query). */
import { call, type Case, type World } from './conformance-world';

const periodCases = (path: string) => (w: World): Case[] => [
  { name: 'admin, default period', expect: 'success', send: () => call('GET', path, undefined, w.admin.token) },
  { name: 'admin, 90 days', expect: 'success', send: () => call('GET', `${path}?period=90d`, undefined, w.admin.token) },
  { name: 'admin, custom year', expect: 'success', send: () => call('GET', `${path}?period=custom&from=2025-12-01&to=2026-11-30`, undefined, w.admin.token) },
  { name: 'no token', expect: 'failure', send: () => call('GET', path) },
  { name: 'a party', expect: 'failure', send: () => call('GET', path, undefined, w.local.token) },
  { name: 'unknown period', expect: 'failure', send: () => call('GET', `${path}?period=1y`, undefined, w.admin.token) },
  { name: 'custom without dates', expect: 'failure', send: () => call('GET', `${path}?period=custom&from=2026-01-01`, undefined, w.admin.token) },
  { name: 'not a day', expect: 'failure', send: () => call('GET', `${path}?period=custom&from=2026-02-30&to=2026-03-01`, undefined, w.admin.token) },
  { name: 'end before start', expect: 'failure', send: () => call('GET', `${path}?period=custom&from=2026-03-01&to=2026-02-01`, undefined, w.admin.token) },
  { name: 'over 366 days', expect: 'failure', send: () => call('GET', `${path}?period=custom&from=2025-01-01&to=2026-01-02`, undefined, w.admin.token) },
];

export const insightCases: Record<string, (w: World) => Case[]> = {
  getInsightsFunnel: periodCases('/admin/insights/funnel'),
  getInsightsAcceptance: periodCases('/admin/insights/acceptance'),
  getInsightsMatchQuality: periodCases('/admin/insights/match-quality'),
  getInsightsSupply: (w) => [
    { name: 'admin', expect: 'success', send: () => call('GET', '/admin/insights/supply', undefined, w.admin.token) },
    { name: 'no token', expect: 'failure', send: () => call('GET', '/admin/insights/supply') },
    { name: 'a foreign business', expect: 'failure', send: () => call('GET', '/admin/insights/supply', undefined, w.foreign.token) },
    { name: 'an investor', expect: 'failure', send: () => call('GET', '/admin/insights/supply', undefined, w.investor.token) },
  ],
};
