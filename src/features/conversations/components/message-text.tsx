import LinkifyIt from 'linkify-it';
import { memo, type ReactNode } from 'react';
import { VisuallyHidden } from '@/components/ui';
import { useLanguage } from '@/i18n';
import { conversations as strings } from '@/i18n/conversations';

let linkify: LinkifyIt | null = null;

/** One matcher for every message, made on first use: web and mail links only (no ftp:, no //host). */
function matcher(): LinkifyIt {
  linkify ??= new LinkifyIt({ fuzzyIP: false }).add('ftp:', null).add('//', null);
  return linkify;
}

const SAFE_LINK = /^(?:https?:|mailto:)/i;

/** The text split into plain runs and http(s)/mailto links, in order. */
export function linkParts(text: string): Array<{ text: string; href?: string }> {
  const links = matcher();
  if (!links.pretest(text)) return [{ text }];
  const matches = links.match(text) ?? [];
  const parts: Array<{ text: string; href?: string }> = [];
  let at = 0;
  for (const match of matches) {
    if (!SAFE_LINK.test(match.url)) continue;
    if (match.index > at) parts.push({ text: text.slice(at, match.index) });
    parts.push({ text: match.text, href: match.url });
    at = match.lastIndex;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}

/**
 * A message as plain text: its line breaks kept (the container wraps with `pre-wrap`), web and mail
 * addresses made links that open in a new tab, nothing else interpreted.
 */
export const MessageText = memo(function MessageText({ text, className }: { text: string; className?: string }) {
  // Memoised: a language switch must still re-render "(opens in a new tab)" (decision 029).
  useLanguage();
  const content: ReactNode[] = linkParts(text).map((part, index) =>
    part.href ? (
      <a key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow">
        {part.text}
        <VisuallyHidden>{` ${strings.thread.opensNewTab}`}</VisuallyHidden>
      </a>
    ) : (
      part.text
    ),
  );
  // The writer's own direction: an English message reads left to right in an Arabic page, and the reverse.
  return (
    <p className={className} dir="auto">
      {content}
    </p>
  );
});
