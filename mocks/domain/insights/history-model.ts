import type { Rng } from '../../db/seed/prng';

/*
 * How the seed's history behaves: how often parties open their match lists, which matches they
 * open and ask for, how recipients answer. The shape a demo should show:
 *   - activity follows the working week (Friday short, the weekend quiet) and dips in the summer
 *     and over the holidays;
 *   - the better the match, the likelier a profile view, a request and an approval, so the
 *     acceptance rate climbs with the score band;
 *   - most weeks 40–60 % of answered requests are approved, but every July (the Nordic summer
 *     holidays and the UAE's hottest month) fewer requests are answered, later, and fewer approved.
 * Every number below is a rate per event; the generator (history.ts) draws against them.
 */

/** Match-list loads per active party per ordinary weekday. */
export const LOADS_PER_PARTY_DAY = 0.021;
/** A list load opens the party's main counterparts (foreign ↔ local partners, investors → businesses) this often. */
export const MAIN_LIST_SHARE = 0.7;
/**
 * Mean days from joining to the first look at each list: most members look at their main list
 * within weeks, at the other one within months, so pairs are first shown all year round.
 */
export const MEAN_DAYS_TO_FIRST_LOOK = { main: 20, other: 80 } as const;

const clamp01 = (x: number) => (x < 0 ? 0 : x > 1 ? 1 : x);
/** 0 for a score of 45 or less, 1 for 95 and more. */
const strength = (score: number) => clamp01((score - 45) / 50);

/** Activity by UTC weekday (0 Sunday … 6 Saturday): the UAE weekend is Saturday and Sunday, Friday is short. */
const WEEKDAY = [0.35, 1, 1, 1, 1, 0.8, 0.35];
/** Activity by month (0 January … 11 December). */
const MONTH_ACTIVITY = [0.9, 1, 1, 1, 1, 0.95, 0.8, 0.85, 1, 1, 1, 0.75];
/** Approval multiplier by month: July's dip, August recovering. */
const MONTH_APPROVAL = [1, 1, 1, 1, 1, 0.95, 0.4, 0.85, 1, 1, 1, 0.95];
/** Share of requests never answered, by month of sending. */
const MONTH_SILENCE = [0.08, 0.07, 0.07, 0.07, 0.07, 0.1, 0.24, 0.14, 0.07, 0.07, 0.07, 0.12];
/** How much slower answers are, by month of sending. */
const MONTH_SLOWER = [1, 1, 1, 1, 1, 1.2, 2.4, 1.5, 1, 1, 1, 1.3];

const month = (ms: number) => new Date(ms).getUTCMonth();

export const activityOn = (dayMs: number) => WEEKDAY[new Date(dayMs).getUTCDay()]! * MONTH_ACTIVITY[month(dayMs)]!;

/** A listed match is opened more often the better it is and the higher it stands in the list. */
export const viewChance = (score: number, position: number) => (0.02 + 0.45 * strength(score) ** 2) / (1 + position / 12);

/** Someone who opened a match's profile sends a request this often. */
export const requestChance = (score: number) => 0.16 + 0.6 * strength(score);

/** The share of requests cancelled by their sender before an answer. */
export const CANCELLED_SHARE = 0.05;

export const silenceChance = (sentMs: number) => MONTH_SILENCE[month(sentMs)]!;

/**
 * Whether an answered request is approved: about one in eight at a score of 55, one in four at 65,
 * even odds at 80, three in four at 95; in July less than half as often. Recipients care most about
 * the sector and the kind of partner: a match the industry helps is likelier approved, one with
 * neither an industry nor a partner-type (or ticket-size) reason less so.
 */
export function approvalChance(score: number, sentMs: number, factors: readonly string[]): number {
  const byScore = Math.min(0.9, Math.max(0.03, 0.1 + 0.016 * (score - 55)));
  const fitsRole = factors.includes('partnerType') || factors.includes('ticket');
  const bySector = factors.includes('industry') ? 1.15 : fitsRole ? 0.95 : 0.7;
  return clamp01(byScore * bySector * MONTH_APPROVAL[month(sentMs)]!);
}

/** Hours from a request to its answer: around a day, often a few hours, sometimes a week or two. */
export function answerDelayHours(rng: Rng, sentMs: number): number {
  const normal = Math.sqrt(-2 * Math.log(1 - rng.next())) * Math.cos(2 * Math.PI * rng.next());
  return Math.min(24 * 21, Math.max(0.5, 20 * Math.exp(0.85 * normal) * MONTH_SLOWER[month(sentMs)]!));
}

/** Approved contracts whose agreement both parties sign, and signed ones that complete a first milestone. */
export const SIGNED_SHARE = 0.6;
export const MILESTONE_SHARE = 0.6;

/** A Poisson draw (Knuth's method; the means here are small). */
export function poisson(rng: Rng, mean: number): number {
  if (!(mean > 0)) return 0;
  if (mean > 30) return Math.max(0, Math.round(mean + Math.sqrt(mean) * (rng.next() + rng.next() + rng.next() - 1.5) * 2));
  const limit = Math.exp(-mean);
  let count = 0;
  for (let product = rng.next(); product > limit; product *= rng.next()) count += 1;
  return count;
}

/** Minutes into a UTC day when someone works: mostly 05:00–15:00 UTC (09:00–19:00 in the UAE). */
export const workMinute = (rng: Rng) => 5 * 60 + Math.floor(((rng.next() + rng.next()) / 2) * 10 * 60);

/**
 * Which of these answered requests are approved, each with its own chance: systematic sampling, so
 * a week's approvals are its expected number rounded up or down rather than the noise of a few coin
 * flips, while each request keeps exactly its chance (the band chart still climbs with the score).
 */
export function approvals(rng: Rng, chances: readonly number[]): boolean[] {
  const start = rng.next();
  let sum = 0;
  return chances.map((chance) => {
    const before = Math.floor(sum + start);
    sum += chance;
    return Math.floor(sum + start) > before;
  });
}
