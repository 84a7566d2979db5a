import type { ContractRecord, PartyKind } from '../../db/records';
import type { AnyProfile } from '../profiles';
import { displayName } from '../profiles';
import { CATEGORY_LABEL, partyBlock, ROLE, signatureBlock } from './parties';
import { investmentScope, investorSla, partnerSla, pricing, servicesScope } from './sections';
import { STYLE } from './style';
import { escapeHtml, formatDate, rows, termEnd } from './text';

export { firstResponseTime, kickOffTime, monthlyCapacity, reportingCadence, urgentResponseTime } from './service-levels';
export { escapeHtml, formatDate } from './text';

/**
 * The generated Partnership Agreement and Service Level Agreement of an approved contract, as one
 * printable HTML page. It is a pure function of the contract record and the two profiles: no clock,
 * no randomness, no external resources, every stored value HTML-escaped. Its parts: text helpers
 * (text.ts), the terms read from the profiles (service-levels.ts), the parties (parties.ts),
 * sections 3 to 5 (sections.ts) and the stylesheet (style.ts).
 */

export const DOCUMENT_TITLE = 'Partnership Agreement and Service Level Agreement';

export interface DocumentInput {
  contract: ContractRecord;
  /** Partner One and Partner Two by the category's role labels; undefined for a deleted profile. */
  partnerOne?: AnyProfile;
  partnerTwo?: AnyProfile;
  /** The agreement version this rendering is stored as (1 at approval, then one per regenerated draft). */
  version?: number;
  /** When this version was generated (ISO); the approval for version 1. */
  generatedAt?: string;
}

export function renderContractDocument(input: DocumentInput): string {
  const { contract, partnerOne, partnerTwo, version = 1 } = input;
  const generated = formatDate(input.generatedAt ?? contract.updatedAt);
  const roles = ROLE[contract.category] ?? ROLE['local-foreign'];
  const kinds: [PartyKind, PartyKind] =
    contract.category === 'local-foreign'
      ? ['local', 'foreign']
      : contract.category === 'investor-local'
        ? ['local', 'investor']
        : ['foreign', 'investor'];
  const [kindOne, kindTwo] = kinds;
  const effective = formatDate(contract.updatedAt);
  const end = termEnd(contract.updatedAt);
  const reference = escapeHtml(contract._id);
  const names = [partnerOne, partnerTwo].map((party) => (party ? escapeHtml(displayName(party) || 'Unnamed party') : 'a party no longer registered'));
  const investorDeal = contract.category === 'investor-foreign';
  const purpose = investorDeal
    ? 'The Investor and the Company agree to work together on a possible investment in the Company and on its expansion into the United Arab Emirates, on the terms below.'
    : contract.category === 'investor-local'
      ? 'The Partner will provide market-entry and operating services in the United Arab Emirates to the Investor and, where agreed, its portfolio companies, on the terms below.'
      : 'The Partner will support the Client&rsquo;s entry into and operation in the United Arab Emirates market with the services described below, on the terms below.';

  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${DOCUMENT_TITLE} &ndash; ${reference}</title>
<style>${STYLE}</style>
</head>
<body>
<main class="document">
  <header>
    <p class="brand">Corridor &middot; UAE market entry</p>
    <h1>${DOCUMENT_TITLE}</h1>
    <dl class="meta">${rows([
      ['Contract reference', reference],
      ['Category', `${CATEGORY_LABEL[contract.category] ?? ''} (${escapeHtml(contract.category)})`],
      ['Request made on', escapeHtml(formatDate(contract.createdAt))],
      ['Effective date', escapeHtml(effective)],
      ['Initial term ends', escapeHtml(end)],
      ['Version', `${version}, generated on ${escapeHtml(generated)}`],
    ])}</dl>
  </header>

  <section>
    <h2>1. Parties</h2>
    <p>This agreement is made between ${names[0]} and ${names[1]} (each a &ldquo;party&rdquo;, together the &ldquo;parties&rdquo;).</p>
    <div class="parties">
      ${partyBlock('Partner One', kindOne, roles[kindOne], partnerOne)}
      ${partyBlock('Partner Two', kindTwo, roles[kindTwo], partnerTwo)}
    </div>
  </section>

  <section>
    <h2>2. Purpose</h2>
    <p>${purpose} The parties were introduced through the Corridor platform, which is not a party to this agreement.</p>
  </section>

  ${investorDeal ? investmentScope(input) : servicesScope(input)}
  ${investorDeal ? investorSla(input) : partnerSla(input)}
  ${pricing(input)}

  <section>
    <h2>6. Term and renewal</h2>
    <p>This agreement starts on the Effective Date (${escapeHtml(effective)}) and runs for an initial term of twelve (12) months${end ? `, until ${escapeHtml(end)}` : ''}. It renews automatically for further periods of twelve (12) months unless either party gives the other at least thirty (30) days&rsquo; written notice before the end of the current period.</p>
  </section>

  <section>
    <h2>7. Confidentiality</h2>
    <p>Each party keeps confidential all non-public business, financial, technical and personal information it receives from the other party, uses it only for this agreement, and shares it only with its employees and advisers who need it and are bound by the same duty. This duty does not cover information that is public, already known to the receiving party, or that must be disclosed by law or by a competent authority. It survives for three (3) years after this agreement ends. Personal data is handled in line with the UAE Personal Data Protection Law (Federal Decree-Law No. 45 of 2021) and any data protection rules of the free zone that applies.</p>
  </section>

  <section>
    <h2>8. Termination</h2>
    <ol class="clauses">
      <li>Either party may end this agreement at any time with thirty (30) days&rsquo; written notice.</li>
      <li>Either party may end this agreement immediately by written notice if the other party commits a material breach and does not remedy it within fourteen (14) days of being told of it in writing, or becomes insolvent.</li>
      <li>On termination, ${investorDeal ? 'any investment already made stays governed by its own agreements' : 'fees for work properly done up to the termination date remain payable'}, and each party returns or destroys the other party&rsquo;s confidential information.</li>
    </ol>
  </section>

  <section>
    <h2>9. Governing law</h2>
    <p>This agreement is governed by the laws of the United Arab Emirates as applied in the Emirate of Dubai.</p>
  </section>

  <section>
    <h2>10. Disputes</h2>
    <p>The parties first try in good faith to settle any dispute through their senior representatives within thirty (30) days. A dispute not settled in that time is finally resolved by arbitration in Dubai under the Arbitration Rules of the Dubai International Arbitration Centre (DIAC) in force at the time, by a sole arbitrator, in the English language. The award is final and binding on the parties.</p>
  </section>

  <section>
    <h2>11. General</h2>
    <p>This agreement, with any written scope or term sheet agreed under it, is the whole agreement between the parties on its subject. Changes are valid only in writing and accepted by both parties. Neither party may assign this agreement without the other&rsquo;s written consent. Notices are given in writing to the contact details above.</p>
  </section>

  <section class="signature-section">
    <h2>Signatures</h2>
    <p>Signed by the authorised representatives of the parties, electronically through Corridor (Federal Decree-Law No. 46 of 2021 on Electronic Transactions and Trust Services) or by hand. Corridor records each electronic signature against this version&rsquo;s SHA-256 digest.</p>
    <div class="signatures">
      ${signatureBlock(kindOne, roles[kindOne], partnerOne)}
      ${signatureBlock(kindTwo, roles[kindTwo], partnerTwo)}
    </div>
  </section>

  <footer>
    Generated by Corridor from contract ${reference}, approved on ${escapeHtml(effective)}; version ${version}, generated on ${escapeHtml(generated)}. This document is produced from the information the parties registered on the platform, and it does not change afterwards.
  </footer>
</main>
</body>
</html>
`;
}
