import { SelectField, type SelectOption } from '@/components/ui';
import { format } from '@/i18n';
import { dashboards as dashboardsText } from '@/i18n/dashboards';
import { optionText } from '@/i18n/options';
import { compareText, minScoreSteps, type MatchFilters, type SortKey } from '../lib/matches';
import styles from './match-toolbar.module.css';

const copy = dashboardsText.toolbar;

export interface MatchToolbarProps {
  /** The list's heading, for the group's accessible name. */
  listName: string;
  filters: MatchFilters;
  onChange: (filters: MatchFilters) => void;
  industries: readonly string[];
  regions: readonly string[];
}

// Built at each render, not once: their words follow a language switch.
const sortOptions = (): SelectOption[] => [
  { value: 'score', label: copy.sortOptions.score },
  { value: 'name', label: copy.sortOptions.name },
  { value: 'newest', label: copy.sortOptions.newest },
];

const scoreOptions = (): SelectOption[] => [
  { value: '0', label: copy.anyScore },
  ...minScoreSteps.map((score) => ({ value: String(score), label: format(copy.scoreAtLeast, { score }) })),
];

/** The industries (the API's values) under their words in the active language, in that language's order. */
const industryOptions = (industries: readonly string[]): SelectOption[] =>
  industries.map((value) => ({ value, label: optionText(value) })).sort((a, b) => compareText(a.label, b.label));

const isSortKey = (value: string): value is SortKey => value === 'score' || value === 'name' || value === 'newest';

/** Sorting and a quick filter (industry, region, minimum score) above a match list. */
export function MatchToolbar({ listName, filters, onChange, industries, regions }: MatchToolbarProps) {
  return (
    <div role="group" aria-label={format(copy.label, { list: listName })} className={styles.toolbar}>
      <SelectField
        label={copy.sort}
        options={sortOptions()}
        value={filters.sort}
        onChange={(event) => {
          const { value } = event.target;
          if (isSortKey(value)) onChange({ ...filters, sort: value });
        }}
        className={styles.field}
      />
      <SelectField
        label={copy.industry}
        options={[{ value: '', label: copy.allIndustries }, ...industryOptions(industries)]}
        value={filters.industry}
        onChange={(event) => onChange({ ...filters, industry: event.target.value })}
        className={styles.field}
      />
      <SelectField
        label={copy.region}
        options={[{ value: '', label: copy.allRegions }, ...regions.map((value) => ({ value, label: value }))]}
        value={filters.region}
        onChange={(event) => onChange({ ...filters, region: event.target.value })}
        className={styles.field}
      />
      <SelectField
        label={copy.minScore}
        options={scoreOptions()}
        value={String(filters.minScore)}
        onChange={(event) => onChange({ ...filters, minScore: Number(event.target.value) || 0 })}
        className={styles.field}
      />
    </div>
  );
}
