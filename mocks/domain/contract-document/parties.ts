/** The parties of the contract document: their roles, their blocks and their signature blocks. */
import type { ContractRecord, PartyKind } from '../../db/records';
import type { AnyProfile } from '../profiles';
import { displayName } from '../profiles';
import { e, escapeHtml, rows, str, type Row } from './text';

export const ROLE: Record<ContractRecord['category'], Record<PartyKind, string>> = {
  'local-foreign': { local: 'the Partner', foreign: 'the Client', investor: 'the Investor' },
  'investor-local': { local: 'the Partner', foreign: 'the Client', investor: 'the Investor' },
  'investor-foreign': { local: 'the Partner', foreign: 'the Company', investor: 'the Investor' },
};

export const CATEGORY_LABEL: Record<ContractRecord['category'], string> = {
  'local-foreign': 'Local partner and foreign business',
  'investor-local': 'Investor and local partner',
  'investor-foreign': 'Investor and foreign business',
};

const KIND_LABEL: Record<PartyKind, string> = {
  foreign: 'Foreign business',
  local: 'Local partner (service provider)',
  investor: 'Investor',
};

function partyRows(party: AnyProfile): Row[] {
  switch (party.kind) {
    case 'local': {
      const p = party.profile;
      return [
        ['Company name', e(p.companyName)],
        ['Capacity', KIND_LABEL.local],
        ['Business type', e(p.businessType)],
        ['Registered region', e(p.registeredRegion)],
        ['Registration number', e(p.businessRegistrationNumber)],
        ['Tax ID (TRN)', e(p.taxID)],
        ['Compliance certifications', e(p.complianceCertifications)],
        ['Represented by', [e(p.primaryContactName), e(p.designation)].filter(Boolean).join(', ')],
        ['Notices to', [e(p.contactEmail), e(p.contactPhone)].filter(Boolean).join(' &middot; ')],
      ];
    }
    case 'foreign': {
      const p = party.profile;
      return [
        ['Company name', e(p.companyName)],
        ['Capacity', KIND_LABEL.foreign],
        ['Industry', e(p.industry)],
        ['Operating region', e(p.operatingRegion)],
        ['Company size', e(p.companySize)],
      ];
    }
    case 'investor': {
      const p = party.profile;
      return [
        ['Legal name', e(p.legalName)],
        ['Capacity', `${KIND_LABEL.investor}${str(p.investorType) ? ` (${e(p.investorType)})` : ''}`],
        ['Registered region', e(p.registeredRegion)],
        ['Represented by', [e(p.primaryContactName), e(p.designation)].filter(Boolean).join(', ')],
        ['Notices to', [e(p.contactEmail), e(p.contactPhone)].filter(Boolean).join(' &middot; ')],
      ];
    }
  }
}

export function partyBlock(label: string, kind: PartyKind, role: string, party: AnyProfile | undefined): string {
  const heading = `<h3>${label}: ${party ? escapeHtml(displayName(party) || 'Unnamed party') : 'Party information not available'}</h3>`;
  const body = party
    ? `<dl>${rows(partyRows(party))}</dl>`
    : `<p class="muted">This ${KIND_LABEL[kind].toLowerCase()} profile is no longer registered on the platform.</p>`;
  return `<div class="party">${heading}<p class="role">(&ldquo;${role.replace(/^the /, 'The ')}&rdquo;)</p>${body}</div>`;
}

export function signatureBlock(kind: PartyKind, role: string, party: AnyProfile | undefined): string {
  const name = party ? escapeHtml(displayName(party) || 'Unnamed party') : 'Party information not available';
  const p = (party?.profile ?? {}) as Record<string, unknown>;
  const signatory = kind === 'foreign' ? '' : e(p.primaryContactName);
  const title = kind === 'foreign' ? '' : e(p.designation);
  return `<div class="signature">
      <p class="sig-for">For and on behalf of <strong>${name}</strong> (${role})</p>
      <p class="line"><span>Signature</span></p>
      <p class="line"><span>Name</span>${signatory}</p>
      <p class="line"><span>Title</span>${title}</p>
      <p class="line"><span>Date</span></p>
    </div>`;
}
