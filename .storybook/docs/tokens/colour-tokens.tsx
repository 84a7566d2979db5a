import { useId, type CSSProperties } from 'react';
import { AA_LARGE_TEXT, AA_NORMAL_TEXT, formatColour, formatRatio } from './colour';
import type { ColourEntry, ContrastRow } from './colour-report';
import styles from './colour-tokens.module.css';
import base from './token-page.module.css';

/** `src/components/ui/badge.module.css` → `badge`. */
const shortName = (file: string) => file.split('/').pop()?.replace(/(\.module)?\.css$/, '') ?? file;

/** Where a pair comes from, in the words of the Colours page. */
function origin(row: ContrastRow): string {
  switch (row.source) {
    case 'stylesheets':
      return row.files.map(shortName).join(', ');
    case 'note':
      return 'tokens.css comment';
    case 'alias':
      return `as ${row.via ?? 'its alias'}`;
    default:
      return 'page and surface (fallback)';
  }
}

function Verdict({ passes }: { passes: boolean }) {
  return <span className={passes ? styles.pass : styles.fail}>{passes ? '✓ Pass' : '✗ Fail'}</span>;
}

/**
 * The pairs of one colour, as text on backgrounds or as the background of text colours. On a phone
 * each row is stacked (CSS); the explicit roles keep it a table for screen readers then.
 */
function ContrastTable({ rows, side, tokenName }: { rows: ContrastRow[]; side: 'text' | 'background'; tokenName: string }) {
  const partner = side === 'text' ? 'Background' : 'Text colour';
  const normal = `Text ${AA_NORMAL_TEXT}:1`;
  const large = `Large, UI ${AA_LARGE_TEXT}:1`;
  return (
    <div className={styles.scroller} tabIndex={0} role="region" aria-label={`${tokenName}: ${side === 'text' ? 'as text' : 'as background'}`}>
      <table className={styles.table} role="table">
        <caption className={styles.caption}>{side === 'text' ? 'As text, on these backgrounds' : 'As a background, under these text colours'}</caption>
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">{partner}</th>
            <th scope="col" role="columnheader">Sample</th>
            <th scope="col" role="columnheader">Ratio</th>
            <th scope="col" role="columnheader">{normal}</th>
            <th scope="col" role="columnheader">{large}</th>
            <th scope="col" role="columnheader">From</th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => (
            <tr key={`${row.foreground} ${row.background}`} role="row">
              <th scope="row" role="rowheader">
                <code>{side === 'text' ? row.background : row.foreground}</code>
              </th>
              <td role="cell">
                {/* The letters are drawn by CSS (::before): a sample that fails is the point, not a defect of this page. */}
                <span
                  className={styles.sample}
                  data-sample="Aa"
                  aria-hidden="true"
                  style={{ color: `var(${row.foreground})`, backgroundColor: `var(${row.background})` }}
                />
              </td>
              <td role="cell" className={styles.ratio}>
                {row.ratio === null ? 'not measured' : formatRatio(row.ratio)}
              </td>
              <td role="cell" data-label={normal}>
                {row.ratio === null ? '—' : <Verdict passes={row.passesNormalText} />}
              </td>
              <td role="cell" data-label={large}>
                {row.ratio === null ? '—' : <Verdict passes={row.passesLargeText} />}
              </td>
              <td role="cell" className={styles.origin}>
                {origin(row)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ColourCard({ entry }: { entry: ColourEntry }) {
  const id = useId();
  const { token, colour } = entry;
  const swatch = { '--swatch': `var(${token.name})` } as CSSProperties;
  return (
    <article className={styles.card} aria-labelledby={id}>
      <div className={styles.cardHeader}>
        <div className={styles.cardTitle}>
          <span className={styles.swatch} style={swatch} aria-hidden="true" />
          <h3 id={id} className={styles.tokenName}>
            <code>{token.name}</code>
          </h3>
        </div>
        <dl className={styles.facts}>
          <dt>Value</dt>
          <dd>
            <code>{token.value}</code>
            {token.value !== token.resolved ? <> → <code>{token.resolved}</code></> : null}
            {colour && formatColour(colour) !== token.resolved.toLowerCase() ? <> ({formatColour(colour)})</> : null}
          </dd>
          {token.note ? (
            <>
              <dt>Note</dt>
              <dd>{token.note}</dd>
            </>
          ) : null}
        </dl>
        {entry.usedBy.length > 0 ? (
          <p className={styles.aside}>
            Used by{' '}
            {entry.usedBy.map((name, index) => (
              <span key={name}>
                {index > 0 ? ', ' : null}
                <code className={styles.name}>{name}</code>
              </span>
            ))}
          </p>
        ) : null}
        {entry.inheritedIn.length > 0 ? (
          <p className={styles.aside}>
            Also text on an inherited background in {entry.inheritedIn.length === 1 ? '1 stylesheet' : `${entry.inheritedIn.length} stylesheets`}
            {entry.inheritedIn.length <= 3 ? ` (${entry.inheritedIn.map(shortName).join(', ')})` : ''}.
          </p>
        ) : null}
      </div>
      <div className={styles.tables}>
        {colour === null ? (
          <p className={styles.notMeasured}>Not measured: the value is not a colour this page reads (hex, rgb(), hsl()).</p>
        ) : null}
        {colour && entry.asText.length > 0 ? <ContrastTable rows={entry.asText} side="text" tokenName={token.name} /> : null}
        {colour && entry.asBackground.length > 0 ? <ContrastTable rows={entry.asBackground} side="background" tokenName={token.name} /> : null}
      </div>
    </article>
  );
}

/** Pairs the app really uses (stylesheets or a tokens.css comment) that are under AA for text. */
export function weakPairs(entries: ColourEntry[]): ContrastRow[] {
  const seen = new Map<string, ContrastRow>();
  for (const row of entries.flatMap((entry) => entry.asText)) {
    if ((row.source === 'stylesheets' || row.source === 'note') && row.ratio !== null && !row.passesNormalText) {
      seen.set(`${row.foreground} on ${row.background}`, row);
    }
  }
  return [...seen.values()];
}

/** Every colour token of tokens.css, by section, with its contrast pairs (see colour-report.ts). */
export function ColourTokens({ entries }: { entries: ColourEntry[] }) {
  const groups = [...new Set(entries.map((entry) => entry.token.group))];
  const weak = weakPairs(entries);
  return (
    <div className={`sb-unstyled ${base.page}`}>
      <p className={base.summary}>
        {entries.length} colour tokens.{' '}
        {weak.length === 0
          ? 'Every text pair the stylesheets use reaches AA for normal text (4.5:1).'
          : `Used pairs under 4.5:1 (enough only for large text or parts of controls if 3:1 or more): ${weak
              .map((row) => `${row.foreground} on ${row.background} ${formatRatio(row.ratio ?? 1)}`)
              .join('; ')}.`}
      </p>
      {groups.map((group) => (
        <section key={group} className={base.group}>
          <h2 className={base.groupTitle}>{group}</h2>
          <div className={styles.cards}>
            {entries
              .filter((entry) => entry.token.group === group)
              .map((entry) => (
                <ColourCard key={entry.token.name} entry={entry} />
              ))}
          </div>
        </section>
      ))}
    </div>
  );
}
