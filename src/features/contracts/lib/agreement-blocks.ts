/*
 * The agreement's HTML as a list of text blocks (title, headings, paragraphs, list items, facts),
 * in reading order: what the PDF writes. The signature section is left out: the PDF writes the
 * signatures Corridor recorded instead of the empty lines. The bilingual page (issue 15) is read
 * as pairs, one per part of the document (its English and its Arabic), so the PDF can set them
 * side by side. Pure, given a DOMParser (the browser's, or jsdom's in Node).
 */

export type BlockKind = 'title' | 'heading' | 'subheading' | 'paragraph' | 'item' | 'fact' | 'note';

export interface Block {
  kind: BlockKind;
  text: string;
}

/** One part of the bilingual page: the blocks of its English and of its Arabic. */
export interface BlockPair {
  en: Block[];
  ar: Block[];
}

type Parser = Pick<DOMParser, 'parseFromString'>;

const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

function blocksOf(elements: Element[]): Block[] {
  const blocks: Block[] = [];
  const push = (kind: BlockKind, text: string) => {
    if (text) blocks.push({ kind, text });
  };
  const visit = (element: Element) => {
    if (element.classList.contains('signature-section')) return;
    switch (element.tagName.toLowerCase()) {
      case 'h1':
        return push('title', clean(element.textContent));
      case 'h2':
        return push('heading', clean(element.textContent));
      case 'h3':
      case 'h4':
        return push('subheading', clean(element.textContent));
      case 'p':
        return push('paragraph', clean(element.textContent));
      case 'li': {
        const list = element.parentElement;
        const number = list?.tagName.toLowerCase() === 'ol' ? `${Array.from(list.children).indexOf(element) + 1}. ` : '• ';
        return push('item', number + clean(element.textContent));
      }
      case 'dt': {
        const value = element.nextElementSibling?.tagName.toLowerCase() === 'dd' ? clean(element.nextElementSibling.textContent) : '';
        return push('fact', `${clean(element.textContent)}: ${value}`);
      }
      case 'dd':
        return;
      case 'footer':
        return push('note', clean(element.textContent));
      // The translation's notice: which text is signed and prevails.
      case 'aside':
        return push('paragraph', clean(element.textContent));
      case 'tr':
        return push('fact', Array.from(element.children, (cell) => clean(cell.textContent)).filter(Boolean).join(': '));
      default:
        for (const child of Array.from(element.children)) visit(child);
    }
  };
  for (const element of elements) visit(element);
  return blocks;
}

const rootOf = (html: string, parser: Parser) => {
  const document = parser.parseFromString(html, 'text/html');
  return document.querySelector('main') ?? document.body;
};

/** The blocks of a page in one language (the English text, or its Arabic translation). */
export function agreementBlocks(html: string, parser: Parser): Block[] {
  return blocksOf(Array.from(rootOf(html, parser).children));
}

/** The parts of the bilingual page, each as its English and its Arabic blocks. */
export function agreementPairs(html: string, parser: Parser): BlockPair[] {
  return Array.from(rootOf(html, parser).querySelectorAll(':scope > .pair'), (pair) => ({
    en: blocksOf(Array.from(pair.querySelectorAll(':scope > [lang="en"]'))),
    ar: blocksOf(Array.from(pair.querySelectorAll(':scope > [lang="ar"]'))),
  }));
}
