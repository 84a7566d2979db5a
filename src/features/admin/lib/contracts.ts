/** A contract category as words: "investor-local" → "Investor-Local" (hyphenated words title-cased). */
export function categoryLabel(category: string | null | undefined): string {
  if (!category) return '';
  return category
    .split('-')
    .map((word) => (word ? word[0]!.toUpperCase() + word.slice(1) : word))
    .join('-');
}

/** A status word as a badge shows it: "approved" → "Approved". */
export function statusLabel(status: string | null | undefined): string {
  if (!status) return '';
  return status[0]!.toUpperCase() + status.slice(1);
}
