/**
 * The intro meetings' strings in the active language (the conversation's meeting panel and the
 * dashboards' "Upcoming meetings" read them from here, never from a language's folder; decision 021).
 */
export { meetings } from './en/meetings';
