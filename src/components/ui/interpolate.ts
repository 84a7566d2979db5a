/**
 * Fills `{name}` placeholders of a message template.
 * `interpolate('Digit {index} of {total}', { index: 1, total: 6 })` → `'Digit 1 of 6'`.
 * Unknown placeholders are left as they are, so a missing value is visible instead of silent.
 */
export function interpolate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    Object.prototype.hasOwnProperty.call(values, key) ? String(values[key]) : match,
  );
}
