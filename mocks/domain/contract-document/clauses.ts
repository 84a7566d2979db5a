/**
 * The parts of the contract document in reading order, each in one language's words: the header,
 * sections 1 to 12, the signatures and the footer. The English page, the Arabic page and the
 * bilingual page (layout.ts) are these parts, alone or paired one by one.
 */
import type { PartyKind } from '../../db/records';
import { partyBlock, partyName, signatureBlock } from './parties';
import { investmentScope, investorSla, partnerSla, pricing, servicesScope } from './sections';
import { rows, termEnd } from './text';
import type { Words } from './words';
import type { DocumentInput } from './index';

export interface Part {
  /** The element that holds it: the page's header, a section, or its footer. */
  tag: 'header' | 'section' | 'footer';
  className?: string;
  html: string;
}

const kindsOf = (category: DocumentInput['contract']['category']): [PartyKind, PartyKind] =>
  category === 'local-foreign' ? ['local', 'foreign'] : category === 'investor-local' ? ['local', 'investor'] : ['foreign', 'investor'];

const section = (heading: string, body: string): Part => ({ tag: 'section', html: `\n    <h2>${heading}</h2>\n    ${body}\n  ` });

/** Every part of the document, in `w`'s words. */
export function documentParts(w: Words, input: DocumentInput): Part[] {
  const { contract, partnerOne, partnerTwo, version = 1 } = input;
  const generated = w.date(input.generatedAt ?? contract.updatedAt);
  const roles = w.roles[contract.category] ?? w.roles['local-foreign'];
  const [kindOne, kindTwo] = kindsOf(contract.category);
  const effective = w.date(contract.updatedAt);
  const endIso = termEnd(contract.updatedAt);
  const end = endIso ? w.date(endIso) : '';
  const reference = w.code(contract._id);
  const [one, two] = [partnerOne, partnerTwo].map((party) => partyName(w, party, w.parties.unregistered));
  const investorDeal = contract.category === 'investor-foreign';
  const whole = (html: string): Part => ({ tag: 'section', html: `\n    ${html}\n  ` });

  return [
    {
      tag: 'header',
      html: `
    <p class="brand">${w.brand}</p>
    <h1>${w.title}</h1>
    <dl class="meta">${rows([
      [w.meta.reference, reference],
      [w.meta.category, w.categoryValue(w.categories[contract.category] ?? '', contract.category)],
      [w.meta.requested, w.date(contract.createdAt)],
      [w.meta.effective, effective],
      [w.meta.termEnds, end],
      [w.meta.version, w.meta.versionValue(version, generated)],
    ])}</dl>
  `,
    },
    section(
      w.parties.heading,
      `<p>${w.parties.madeBetween(one!, two!)}</p>
    <div class="parties">
      ${partyBlock(w, w.parties.one, kindOne, roles[kindOne], partnerOne)}
      ${partyBlock(w, w.parties.two, kindTwo, roles[kindTwo], partnerTwo)}
    </div>`,
    ),
    section(w.purpose.heading, `<p>${w.purpose[contract.category]} ${w.purpose.introduced}</p>`),
    whole(investorDeal ? investmentScope(w, input) : servicesScope(w, input)),
    whole(investorDeal ? investorSla(w, input) : partnerSla(w, input)),
    whole(pricing(w, input)),
    section(w.term.heading, `<p>${w.term.text(effective, end)}</p>`),
    section(w.confidentiality.heading, `<p>${w.confidentiality.text}</p>`),
    section(
      w.termination.heading,
      `<ol class="clauses">
      <li>${w.termination.notice}</li>
      <li>${w.termination.breach}</li>
      <li>${w.termination.onEnd(investorDeal)}</li>
    </ol>`,
    ),
    section(w.law.heading, `<p>${w.law.text}</p>`),
    section(w.disputes.heading, `<p>${w.disputes.text}</p>`),
    section(w.general.heading, `<p>${w.general.text}</p>`),
    section(w.language.heading, `<p>${w.language.text}</p>`),
    {
      tag: 'section',
      className: 'signature-section',
      html: `
    <h2>${w.signatures.heading}</h2>
    <p>${w.signatures.text}</p>
    <div class="signatures">
      ${signatureBlock(w, kindOne, roles[kindOne], partnerOne)}
      ${signatureBlock(w, kindTwo, roles[kindTwo], partnerTwo)}
    </div>
  `,
    },
    { tag: 'footer', html: `\n    ${w.footer(reference, effective, version, generated)}\n  ` },
  ];
}
