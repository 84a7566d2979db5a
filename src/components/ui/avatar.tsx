import { useState, type CSSProperties } from 'react';
import { cx } from './cx';
import styles from './avatar.module.css';

export type AvatarSize = 'sm' | 'md' | 'lg' | 'xl';

export interface AvatarProps {
  /** Person or company name: the image's alt text and the source of the initials. */
  name: string;
  /** Image URL; initials are shown when missing or when it fails to load. */
  src?: string | null | undefined;
  /** Preset (sm 32, md 48, lg 72, xl 120) or pixels. Default 120 px (profile cards). */
  size?: AvatarSize | number;
  /** Alternative text when it should differ from `name`; `""` makes the avatar decorative. */
  alt?: string;
  className?: string;
}

const presetSizes: Record<AvatarSize, number> = { sm: 32, md: 48, lg: 72, xl: 120 };

/** Up to two initials, of the first and last word: "Sara Lindqvist" → "SL", "Al Noor Legal" → "AL", "corridor" → "C". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters
    .map((word) => Array.from(word ?? '')[0] ?? '')
    .join('')
    .toLocaleUpperCase();
}

const tones = ['navy', 'teal', 'sand', 'slate'] as const;

function toneOf(name: string): (typeof tones)[number] {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return tones[hash % tones.length] ?? 'navy';
}

/** A round picture of a person or company, with an initials fallback. */
export function Avatar({ name, src, size = 'xl', alt, className }: AvatarProps) {
  // Remember which src failed, so a new src is tried again without an effect.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const px = typeof size === 'number' ? size : presetSizes[size];
  const style = { '--avatar-size': `${px}px` } as CSSProperties;
  const label = alt ?? name;
  const showImage = Boolean(src) && src !== failedSrc;

  if (showImage && src) {
    return (
      <img
        src={src}
        alt={label}
        width={px}
        height={px}
        className={cx(styles.avatar, styles.image, className)}
        style={style}
        onError={() => setFailedSrc(src)}
      />
    );
  }
  const decorative = label === '';
  return (
    <span
      className={cx(styles.avatar, styles.initials, styles[toneOf(name)], className)}
      style={style}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : label}
      aria-hidden={decorative || undefined}
    >
      {initialsOf(name) ? (
        <span aria-hidden="true">{initialsOf(name)}</span>
      ) : (
        // no name to take initials from (e.g. a deleted counterparty): a neutral silhouette
        <svg className={styles.unknown} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true" focusable="false" data-avatar-unknown="">
          <circle cx="12" cy="8.5" r="3.5" />
          <path d="M5 19.5c1.2-3.4 3.9-5 7-5s5.8 1.6 7 5" strokeLinecap="round" />
        </svg>
      )}
    </span>
  );
}
