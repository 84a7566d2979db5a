/**
 * The marketing feature's strings in the active language: its screens read them from here, never from a
 * language's folder (decision 021). Kept apart from `t` so they load with the feature's pages only.
 */
export { marketing } from './en/marketing';
