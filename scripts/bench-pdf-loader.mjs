/* global TextDecoder */
// A module hook for `npm run bench:pdf` (registered by scripts/bench-pdf.ts). The app's code uses
// two things Vite provides and Node does not: `import.meta.glob`, with which each string door lists
// its other languages (here it lists none, so a door holds its English catalogue; the PDF's words
// in every document language come from src/i18n/agreement-pdf.ts), and `import.meta.env` (here a
// production build's). Only files under src/ are touched.
const ENV = '({ DEV: false, PROD: true, SSR: false, MODE: "production", BASE_URL: "/" })';

export async function load(url, context, nextLoad) {
  const result = await nextLoad(url, context);
  if (!url.includes('/src/') || result.source == null) return result;
  const source = typeof result.source === 'string' ? result.source : new TextDecoder().decode(result.source);
  if (!source.includes('import.meta.')) return result;
  return { ...result, source: source.replaceAll('import.meta.glob(', '((..._patterns) => ({}))(').replaceAll('import.meta.env', ENV) };
}
