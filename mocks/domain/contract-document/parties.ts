/** The parties of the contract document: their blocks and their signature blocks, in one language's words. */
import type { PartyKind } from '../../db/records';
import type { AnyProfile } from '../profiles';
import { displayName } from '../profiles';
import { rows, str, type Row } from './text';
import { EN } from './words-en';
import type { Words } from './words';

/** Each kind's role in a contract of each category, as the English text names it ("the Partner"). */
export const ROLE = EN.roles;
export const CATEGORY_LABEL = EN.categories;

/** A party's name as the document writes it (escaped, isolated where the language needs it). */
export const partyName = (w: Words, party: AnyProfile | undefined, missing: string): string =>
  party ? w.text(displayName(party)) || w.parties.unnamed : missing;

function partyRows(w: Words, party: AnyProfile): Row[] {
  const r = w.parties.rows;
  const contact = (p: { primaryContactName?: unknown; designation?: unknown }) => [w.text(p.primaryContactName), w.text(p.designation)].filter(Boolean).join(w.comma);
  const notices = (p: { contactEmail?: unknown; contactPhone?: unknown }) => [w.code(p.contactEmail), w.code(p.contactPhone)].filter(Boolean).join(' &middot; ');
  switch (party.kind) {
    case 'local': {
      const p = party.profile;
      return [
        [r.companyName, w.text(p.companyName)],
        [r.capacity, w.kinds.local],
        [r.businessType, w.option(p.businessType)],
        [r.registeredRegion, w.text(p.registeredRegion)],
        [r.registrationNumber, w.code(p.businessRegistrationNumber)],
        [r.taxId, w.code(p.taxID)],
        [r.certifications, w.text(p.complianceCertifications)],
        [r.representedBy, contact(p)],
        [r.noticesTo, notices(p)],
      ];
    }
    case 'foreign': {
      const p = party.profile;
      return [
        [r.companyName, w.text(p.companyName)],
        [r.capacity, w.kinds.foreign],
        [r.industry, w.option(p.industry)],
        [r.operatingRegion, w.text(p.operatingRegion)],
        [r.companySize, w.option(p.companySize)],
      ];
    }
    case 'investor': {
      const p = party.profile;
      return [
        [r.legalName, w.text(p.legalName)],
        [r.capacity, w.parties.investorCapacity(str(p.investorType) ? w.option(p.investorType) : '')],
        [r.registeredRegion, w.text(p.registeredRegion)],
        [r.representedBy, contact(p)],
        [r.noticesTo, notices(p)],
      ];
    }
  }
}

export function partyBlock(w: Words, label: string, kind: PartyKind, role: string, party: AnyProfile | undefined): string {
  const heading = `<h3>${label}: ${partyName(w, party, w.parties.notAvailable)}</h3>`;
  const body = party ? `<dl>${rows(partyRows(w, party))}</dl>` : `<p class="muted">${w.parties.noLongerRegistered(kind)}</p>`;
  return `<div class="party">${heading}<p class="role">${w.definedTerm(role)}</p>${body}</div>`;
}

export function signatureBlock(w: Words, kind: PartyKind, role: string, party: AnyProfile | undefined): string {
  const name = partyName(w, party, w.parties.notAvailable);
  const p = (party?.profile ?? {}) as Record<string, unknown>;
  const signatory = kind === 'foreign' ? '' : w.text(p.primaryContactName);
  const title = kind === 'foreign' ? '' : w.text(p.designation);
  const s = w.signatures;
  return `<div class="signature">
      <p class="sig-for">${s.forParty(name, role)}</p>
      <p class="line"><span>${s.signature}</span></p>
      <p class="line"><span>${s.name}</span>${signatory}</p>
      <p class="line"><span>${s.title}</span>${title}</p>
      <p class="line"><span>${s.date}</span></p>
    </div>`;
}
