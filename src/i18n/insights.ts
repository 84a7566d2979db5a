/** The admin insights strings in the active language (decision 021). */
export { insights } from './en/insights';
