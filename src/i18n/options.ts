import { optionLabels as optionLabelsEnglish, optionLists as optionListsEnglish } from './en/options';
import { catalogue } from './runtime';

type English = { optionLabels: typeof optionLabelsEnglish; optionLists: typeof optionListsEnglish };

/**
 * The option lists' words in the active language, keyed by the English label (decision 029). The
 * values stay English in the API and the forms; a reader sees them in their language. Its own door,
 * so only the pages that show options load it (the home page shows none).
 */
export const { optionLabels, optionLists } = catalogue(
  { optionLabels: optionLabelsEnglish, optionLists: optionListsEnglish },
  import.meta.glob<English>(['./*/options.ts', '!./en/**']),
);

const labels: Readonly<Record<string, string>> = optionLabels;

/**
 * An option's or an API enum's English label in the active language: optionText('Professional
 * Services') → 'الخدمات المهنية' in Arabic. Read it at render time (a switch changes it); a label it
 * does not know (free text, a legacy value) comes back as it is.
 */
export function optionText(label: string): string {
  return Object.hasOwn(labels, label) ? labels[label]! : label;
}

/** Several values written out in a line, each in the active language: ["Seed", "Series A"] → "Seed, Series A" ("البذرة، السلسلة أ"). */
export function joinOptions(values: readonly string[]): string {
  return values.map(optionText).join(optionLists.separator);
}
