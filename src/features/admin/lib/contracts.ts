/**
 * A contract category as words: "investor-local" → "Investor-Local" (hyphenated words title-cased),
 * the English key `optionText` (@/i18n/options) turns into the reader's language.
 */
export function categoryLabel(category: string | null | undefined): string {
  if (!category) return '';
  return category
    .split('-')
    .map((word) => (word ? word[0]!.toUpperCase() + word.slice(1) : word))
    .join('-');
}

/** A status word as a badge shows it: "approved" → "Approved" (in the reader's language through `optionText`). */
export function statusLabel(status: string | null | undefined): string {
  if (!status) return '';
  return status[0]!.toUpperCase() + status.slice(1);
}
