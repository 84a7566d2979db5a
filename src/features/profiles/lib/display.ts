import { format } from '@/i18n';
import { optionLists } from '@/i18n/options';
import { profiles as profilesText } from '@/i18n/profiles';
import { defaultFormatLocale } from '@/lib/format';
import { formatPlainNumber } from '@/lib/format-plain';
import { optionLabel, splitList, type Option } from '@/lib/options';
import type { FieldSpec } from '../schemas/profile-form';

const own = profilesText.own;

/** A USD amount in thousands with K (specification §9): 250000 → "$250K", 2000000 → "$2,000K"; digits of the active locale. */
export function formatThousands(value: number): string {
  const thousands = (value / 1000).toLocaleString(defaultFormatLocale, { maximumFractionDigits: 1 });
  return format(own.thousands, { value: thousands });
}

/** The ticket range of an investor, in thousands with K. */
export function formatTicketRange(min: unknown, max: unknown): string | null {
  const low = typeof min === 'number' ? formatThousands(min) : null;
  const high = typeof max === 'number' ? formatThousands(max) : null;
  if (low && high) return format(own.ticketRange, { min: low, max: high });
  return low ?? high;
}

function labelIn(field: FieldSpec, value: string | number): string {
  // A stored value may come from either reading of a list: look in both.
  const lists: Option<string | number>[] = field.options ? [...field.options.register, ...field.options.edit] : [];
  return optionLabel(lists, value);
}

/** How the read-only profile shows a stored value; null when there is nothing to show. */
export function displayValue(field: FieldSpec, value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (field.kind === 'checkbox') return value === true ? profilesText.choice.yes : profilesText.choice.no;
  if (typeof value === 'string' && value.trim() === '') return null;
  if (field.kind === 'multi') {
    const items = splitList(value);
    return items.length ? items.map((item) => labelIn(field, item)).join(optionLists.separator) : null;
  }
  if (field.kind === 'select') return labelIn(field, typeof value === 'number' ? value : String(value));
  if (typeof value === 'number') {
    switch (field.format) {
      case 'ticket':
        return formatThousands(value);
      case 'percent':
        return format(profilesText.values.percent, { value: formatPlainNumber(value) });
      case 'years':
        // A number, not text: the Arabic message picks its plural form by it.
        return format(profilesText.values.years, { value });
      default:
        return formatPlainNumber(value);
    }
  }
  return String(value);
}
