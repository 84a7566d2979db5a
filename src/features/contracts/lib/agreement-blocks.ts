/*
 * The agreement's HTML as a list of text blocks (title, headings, paragraphs, list items, facts),
 * in reading order: what the PDF writes. The signature section is left out: the PDF writes the
 * signatures Corridor recorded instead of the empty lines. Pure, given a DOMParser (the browser's,
 * or jsdom's in Node).
 */

export type BlockKind = 'title' | 'heading' | 'subheading' | 'paragraph' | 'item' | 'fact' | 'note';

export interface Block {
  kind: BlockKind;
  text: string;
}

const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

export function agreementBlocks(html: string, parser: Pick<DOMParser, 'parseFromString'>): Block[] {
  const document = parser.parseFromString(html, 'text/html');
  const root = document.querySelector('main') ?? document.body;
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
      case 'tr':
        return push('fact', Array.from(element.children, (cell) => clean(cell.textContent)).filter(Boolean).join(': '));
      default:
        for (const child of Array.from(element.children)) visit(child);
    }
  };
  for (const child of Array.from(root.children)) visit(child);
  return blocks;
}
