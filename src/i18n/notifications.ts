/** The notification strings in the active language (decision 021). */
export { notifications } from './en/notifications';
