import type { CSSProperties, ReactNode } from 'react';
import type { Token } from './parse-tokens';
import { isOtherToken, kinds, pixelsOf } from './token-kinds';
import styles from './scale-tokens.module.css';
import base from './token-page.module.css';

/**
 * The scales of tokens.css drawn with the tokens themselves (`var(--space-4)`, not a copied 16 px):
 * type, spacing, radii, shadows, and a list of every other token. Each takes the tokens of
 * tokens.css (source.ts) and draws those of its kind.
 */

const sampleSentence = 'Corridor connects Nordic and EU companies with verified partners in the UAE.';

/** Name, value as written, its resolution and pixels, and the comment of tokens.css. */
function TokenLabel({ token }: { token: Token }) {
  const pixels = pixelsOf(token.resolved);
  const resolved = token.resolved !== token.value ? token.resolved : null;
  return (
    <div className={styles.scaleLabel}>
      <code>{token.name}</code>
      <span className={styles.scaleValue}>
        <code>{token.value}</code>
        {resolved ? <> → <code>{resolved}</code></> : null}
        {pixels !== null && !/px$/.test(token.resolved) ? ` = ${pixels} px` : null}
      </span>
      {token.note ? <span className={styles.scaleValue}>{token.note}</span> : null}
    </div>
  );
}

/**
 * A list of tokens, each drawn by `draw` beside its label (or alone when there is none), under a
 * heading when the page holds more than one list.
 */
function Scale({ title, items, draw }: { title?: string; items: Token[]; draw?: (token: Token) => ReactNode }) {
  if (items.length === 0) return null;
  return (
    <section className={base.group}>
      {title ? <h2 className={base.groupTitle}>{title}</h2> : null}
      <div className={styles.scale}>
        {items.map((token) => (
          <div key={token.name} className={draw ? styles.scaleRow : styles.scaleRowPlain}>
            <TokenLabel token={token} />
            {draw ? <div>{draw(token)}</div> : null}
          </div>
        ))}
      </div>
    </section>
  );
}

const sample = (style: CSSProperties, text = sampleSentence) => (
  <p className={styles.typeSample} style={style}>
    {text}
  </p>
);

/** Font families, the type scale, weights, line heights and letter spacing. */
export function TypeScale({ tokens }: { tokens: Token[] }) {
  return (
    <div className={`sb-unstyled ${base.page}`}>
      <Scale title="Font families" items={tokens.filter(kinds.fontFamily)} draw={(token) => sample({ fontFamily: `var(${token.name})` }, `${sampleSentence} 0123456789`)} />
      <Scale title="Font sizes" items={tokens.filter(kinds.fontSize)} draw={(token) => sample({ fontSize: `var(${token.name})`, lineHeight: 'var(--line-height-tight)' }, 'Find your UAE partner')} />
      <Scale title="Font weights" items={tokens.filter(kinds.fontWeight)} draw={(token) => sample({ fontWeight: `var(${token.name})`, fontSize: 'var(--font-size-lg)' }, 'Find your UAE partner')} />
      <Scale
        title="Line heights"
        items={tokens.filter(kinds.lineHeight)}
        draw={(token) => sample({ lineHeight: `var(${token.name})`, maxInlineSize: '28rem', fontSize: 'var(--font-size-md)', color: 'var(--color-text)' })}
      />
      <Scale
        title="Letter spacing"
        items={tokens.filter(kinds.letterSpacing)}
        draw={(token) => sample({ letterSpacing: `var(${token.name})`, fontSize: 'var(--font-size-lg)' }, 'MARKET ENTRY · Market entry')}
      />
    </div>
  );
}

/** The spacing scale as bars as long as each step. */
export function SpacingScale({ tokens }: { tokens: Token[] }) {
  return (
    <div className={`sb-unstyled ${base.page}`}>
      <Scale items={tokens.filter(kinds.space)} draw={(token) => <span className={styles.bar} style={{ inlineSize: `var(${token.name})` }} />} />
    </div>
  );
}

/** Each radius on a box. */
export function RadiusScale({ tokens }: { tokens: Token[] }) {
  return (
    <div className={`sb-unstyled ${base.page}`}>
      <Scale items={tokens.filter(kinds.radius)} draw={(token) => <div className={styles.radiusBox} style={{ borderRadius: `var(${token.name})` }} />} />
    </div>
  );
}

/** Each shadow under a surface card, on the page background. */
export function ShadowScale({ tokens }: { tokens: Token[] }) {
  return (
    <div className={`sb-unstyled ${base.page}`}>
      <Scale
        items={tokens.filter(kinds.shadow)}
        draw={(token) => (
          <div className={styles.shadowStage}>
            <div className={styles.shadowBox} style={{ boxShadow: `var(${token.name})` }} />
          </div>
        )}
      />
    </div>
  );
}

/** Every token the other pages do not draw, by section, as a table. */
export function OtherTokens({ tokens }: { tokens: Token[] }) {
  const others = tokens.filter(isOtherToken);
  const groups = [...new Set(others.map((token) => token.group))];
  return (
    <div className={`sb-unstyled ${base.page}`}>
      {groups.map((group) => (
        <Scale key={group} title={group} items={others.filter((token) => token.group === group)} />
      ))}
    </div>
  );
}
