import { format } from '@/i18n';
import { dashboards as dashboardsText } from '@/i18n/dashboards';

const copy = dashboardsText.view;
const thousands = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });

/** A ticket size in thousands of USD with K (specification §3): 250000 → "250K", 2000000 → "2,000K". */
export function ticketK(usd: number | null | undefined): string | null {
  if (typeof usd !== 'number' || !Number.isFinite(usd)) return null;
  return format(copy.ticketAmount, { value: thousands.format(usd / 1000) });
}

/** "USD 250K – 2,000K", or the one side that is known, or null. */
export function ticketRange(min: number | null | undefined, max: number | null | undefined): string | null {
  const low = ticketK(min);
  const high = ticketK(max);
  if (low && high) return format(copy.ticketRange, { min: low, max: high });
  return low ?? high;
}
