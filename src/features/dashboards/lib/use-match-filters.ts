import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { defaultFilters, minScoreSteps, type MatchFilters, type SortKey } from './matches';

const sortKeys: readonly SortKey[] = ['score', 'name', 'newest'];

/** The URL keys of one list's filters: a dashboard shows two lists, so each has its own prefix. */
const keys = (list: string) => ({ sort: `${list}.sort`, industry: `${list}.industry`, region: `${list}.region`, minScore: `${list}.min` });

/** Reads a list's filters from the URL; anything unknown falls back to the default. */
export function readMatchFilters(params: URLSearchParams, list: string): MatchFilters {
  const key = keys(list);
  const sort = params.get(key.sort);
  const minScore = Number(params.get(key.minScore));
  return {
    sort: sortKeys.includes(sort as SortKey) ? (sort as SortKey) : defaultFilters.sort,
    industry: params.get(key.industry) ?? defaultFilters.industry,
    region: params.get(key.region) ?? defaultFilters.region,
    minScore: (minScoreSteps as readonly number[]).includes(minScore) ? minScore : defaultFilters.minScore,
  };
}

/** Writes a list's filters into the URL, leaving out defaults so a plain dashboard keeps a plain URL. */
export function writeMatchFilters(params: URLSearchParams, list: string, filters: MatchFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  const key = keys(list);
  const entries: [string, string, boolean][] = [
    [key.sort, filters.sort, filters.sort !== defaultFilters.sort],
    [key.industry, filters.industry, filters.industry !== ''],
    [key.region, filters.region, filters.region !== ''],
    [key.minScore, String(filters.minScore), filters.minScore > 0],
  ];
  for (const [name, value, kept] of entries) {
    if (kept) next.set(name, value);
    else next.delete(name);
  }
  return next;
}

/**
 * A match list's sort and filters, kept in the URL (replacing the entry, not adding history): View
 * Profile → Back returns to the list as it was, and a filtered list can be shared as a link.
 */
export function useMatchFilters(list: string): [MatchFilters, (next: MatchFilters) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readMatchFilters(params, list), [params, list]);
  const setFilters = useCallback(
    (next: MatchFilters) => setParams((current) => writeMatchFilters(current, list, next), { replace: true }),
    [setParams, list],
  );
  return [filters, setFilters];
}
