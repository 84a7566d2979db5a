import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { linkParts, MessageText } from './message-text';

describe('linkParts', () => {
  it('links web and mail addresses and keeps every other character as written', () => {
    const text = 'See https://corridor.test/a?b=1 or www.dmcc.ae,\nthen write to cfo@nordvik.se.';
    const parts = linkParts(text);
    expect(parts.map((part) => part.text).join('')).toBe(text);
    expect(parts.filter((part) => part.href).map((part) => part.href)).toEqual([
      'https://corridor.test/a?b=1',
      'http://www.dmcc.ae',
      'mailto:cfo@nordvik.se',
    ]);
  });

  it('links nothing but http, https and mailto', () => {
    for (const text of ['javascript:alert(1)', 'ftp://files.example.com/a', '//cdn.example.com/x.js', 'data:text/html,<b>x</b>', 'file:///etc/passwd']) {
      expect(linkParts(text).filter((part) => part.href), text).toEqual([]);
    }
  });
});

describe('MessageText', () => {
  it('renders plain text (no markup interpreted) with links that open in a new tab, said so', () => {
    render(<MessageText text={'<b>bold</b> *not* bold\nhttps://corridor.test'} />);
    // (jsdom's name computation drops the space before the hidden words; browsers keep it)
    const link = screen.getByRole('link', { name: /^https:\/\/corridor\.test ?\(opens in a new tab\)$/ });
    expect(link).toHaveAttribute('href', 'https://corridor.test');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(screen.getByText(/<b>bold<\/b> \*not\* bold/)).toBeInTheDocument();
    expect(document.querySelector('b')).toBeNull();
  });
});
