/**
 * The agreement strings in the active language (the contract page's Agreement section and the
 * /verify page read them from here, never from a language's folder; decision 021).
 */
export { agreements } from './en/agreements';
