// Partner and business types, goals, collaboration, investor types, stages, involvement, horizon and status.

import { toText, toNumber, memo, maskScanner } from './text';

// ---------------------------------------------------------------- partner types and business types

/** Preferred partner type codes (foreign side), both readings plus free text. */
export const PREF = {
  consultant: 0, legal: 1, financial: 2, distributor: 3, recruitment: 4, marketing: 5, logistics: 6, other: 7,
  agent: 8, reseller: 9, strategic: 10, jv: 11, licensing: 12, franchisee: 13, pharma: 14,
} as const;
export const PREF_LABELS = [
  'Consultant', 'Legal', 'Financial', 'Distributor', 'Recruitment', 'Marketing', 'Logistics', 'Other',
  'Agent', 'Reseller', 'Strategic Partner', 'Joint Venture', 'Licensing Partner', 'Franchisee', 'Pharma Plant/Distributor',
] as const;

export const parsePreferredType = maskScanner([
  [String.raw`local pharma\w*|pharma\w* (?:plants?|distribut\w*|manufactur\w*)`, PREF.pharma],
  [String.raw`strategic`, PREF.strategic],
  [String.raw`joint[- ]ventures?|\bjv\b`, PREF.jv],
  [String.raw`licen[sc]\w*`, PREF.licensing],
  [String.raw`franchis\w*`, PREF.franchisee],
  [String.raw`resell\w*|dealers?|\bvar\b`, PREF.reseller],
  [String.raw`\bagents?\b|agency|sales rep\w*`, PREF.agent],
  [String.raw`distribut\w*|import\w*|wholesal\w*`, PREF.distributor],
  [String.raw`consult\w*|advis\w*|business setup|company formation|\bpro\b`, PREF.consultant],
  [String.raw`legal|\blaw\b|law[- ]?firm|lawyers?|attorneys?|solicitors?|notar\w*`, PREF.legal],
  [String.raw`financ\w*|bank\w*|funding|capital|investors?|accounting`, PREF.financial],
  [String.raw`recruit\w*|staffing|talent|headhunt\w*|\bhr\b|human resources`, PREF.recruitment],
  [String.raw`marketing|advertis\w*|branding|\bpr\b|public relations|media`, PREF.marketing],
  [String.raw`logistic\w*|freight|shipping|warehous\w*|supply chain|3pl`, PREF.logistics],
  [String.raw`\bother\b`, PREF.other],
]);

/** Partner business type codes (local side): businessType and serviceCategory. */
export const BIZ = {
  consultant: 0, legal: 1, banking: 2, logistics: 3, distributor: 4, marketing: 5, recruitment: 6,
  it: 7, realestate: 8, other: 9, sole: 10, freezone: 11, setup: 12,
} as const;
/** What a partner of each business type is called in explanations. */
export const BIZ_NOUNS = [
  'consultancy', 'legal firm', 'bank', 'logistics provider', 'distributor', 'marketing agency', 'recruitment firm',
  'IT services firm', 'real-estate firm', 'service firm', 'sole proprietor', 'free zone', 'business-setup firm',
] as const;
/** What each preferred partner type is called in explanations ("a legal partner"). */
export const PREF_NOUNS = [
  'consultant', 'legal partner', 'financial partner', 'distributor', 'recruitment partner', 'marketing partner', 'logistics partner',
  'partner', 'agent', 'reseller', 'strategic partner', 'joint-venture partner', 'licensing partner', 'franchisee', 'pharma plant or distributor',
] as const;
export const BIZ_LABELS = [
  'Consultant', 'Legal', 'Banking', 'Logistics', 'Distributor', 'Marketing', 'Recruitment',
  'IT Services', 'Real Estate', 'Other', 'Sole Proprietorship', 'Free Zone', 'Business Setup',
] as const;

export const parseBusinessType = maskScanner([
  [String.raw`free[- ]?zones?|freezone|authority`, BIZ.freezone],
  [String.raw`company formation|business set-?up|company set-?up|incorporation|\bpro services?|corporate services|licen[sc]ing services|trade licen[sc]e`, BIZ.setup],
  [String.raw`sole proprietor\w*|freelanc\w*`, BIZ.sole],
  [String.raw`legal|\blaw\b|law[- ]?firm|lawyers?|attorneys?|notar\w*|litigation|arbitration`, BIZ.legal],
  [String.raw`bank\w*|financ\w*|lending|escrow|treasury|payments?|fintech`, BIZ.banking],
  [String.raw`logistic\w*|freight|shipping|warehous\w*|customs|3pl|courier|supply chain|cold chain`, BIZ.logistics],
  [String.raw`distribut\w*|wholesal\w*|import\w*|trading|resell\w*|dealers?`, BIZ.distributor],
  [String.raw`marketing|advertis\w*|branding|\bpr\b|public relations|media|creative`, BIZ.marketing],
  [String.raw`recruit\w*|staffing|talent|headhunt\w*|\bhr\b|payroll|visa|emiratisation`, BIZ.recruitment],
  [String.raw`\bit\b|software|system integrat\w*|cloud|cyber\w*|tech(?:nology)? services`, BIZ.it],
  [String.raw`real estate|propert\w*|office space|co-?working|facilit\w*`, BIZ.realestate],
  [String.raw`consult\w*|advis\w*|accounting|audit\w*|\btax\b|strategy`, BIZ.consultant],
  [String.raw`\bother\b`, BIZ.other],
]);

// ---------------------------------------------------------------- goals and collaboration

export const GOAL = { entry: 0, expansion: 1, distribution: 2, partnerships: 3, jv: 4, manufacturing: 5, genericJV: 6 } as const;
export const GOAL_LABELS = [
  'market entry', 'market expansion', 'a distribution network', 'local partnerships', 'a joint venture',
  'a manufacturing setup', 'a generic-drug manufacturing JV',
] as const;

export const parseGoal = maskScanner([
  [String.raw`generic[- ]drugs?`, GOAL.genericJV],
  [String.raw`joint[- ]ventures?|\bjv\b`, GOAL.jv],
  [String.raw`manufactur\w*|production|factory|factories|plants?\b|assembly`, GOAL.manufacturing],
  [String.raw`distribut\w*|resell\w*|dealer network|retail network|wholesal\w*`, GOAL.distribution],
  [String.raw`local partner\w*|partnerships?`, GOAL.partnerships],
  [String.raw`market expansion|expan\w*|scal(?:e|ing)|grow\w*`, GOAL.expansion],
  [String.raw`market entry|\bent(?:er|ry|ering)\b|set(?:ting)?[- ]?up|establish\w*|licen[sc]\w*|launch\w*|incorporat\w*|office`, GOAL.entry],
]);

export const COLLAB = { longterm: 0, oneTime: 1, jv: 2, referral: 3, whiteLabel: 4, distribution: 5 } as const;
export const COLLAB_LABELS = [
  'long-term partnerships', 'one-time projects', 'joint ventures', 'referral arrangements',
  'white-label services', 'distribution and retail chains',
] as const;

export const parseCollaboration = maskScanner([
  [String.raw`long[- ]term|ongoing|retained|strategic|multi[- ]year`, COLLAB.longterm],
  [String.raw`one[- ]time|one[- ]off|project|ad[- ]hoc|single`, COLLAB.oneTime],
  [String.raw`joint[- ]ventures?|\bjv\b`, COLLAB.jv],
  [String.raw`referral|introduc\w*`, COLLAB.referral],
  [String.raw`white[- ]label\w*`, COLLAB.whiteLabel],
  [String.raw`distribution|retail chains?|resell\w*`, COLLAB.distribution],
]);

// ---------------------------------------------------------------- investors

export const INV = {
  vc: 0, angel: 1, pe: 2, bank: 3, cvc: 4, fo: 5, accelerator: 6, syndicate: 7, crowd: 8, sovereign: 9, other: 10,
} as const;
export const INV_LABELS = [
  'venture capital fund', 'angel investor', 'private equity firm', 'bank', 'corporate venture arm', 'family office',
  'accelerator', 'syndicate', 'crowdfunding platform', 'sovereign fund', 'investor',
] as const;

/** Investor type, both readings ("Venture Capital (VC)" and "Venture Capital") plus free text. */
export const parseInvestorType = maskScanner([
  [String.raw`corporate(?: venture\w*)?|\bcvc\b|strategic investor`, INV.cvc],
  [String.raw`venture|\bvcs?\b`, INV.vc],
  [String.raw`angels?`, INV.angel],
  [String.raw`private equity|\bpe\b|buy-?out`, INV.pe],
  [String.raw`family office|family`, INV.fo],
  [String.raw`accelerat\w*|incubat\w*|studio`, INV.accelerator],
  [String.raw`syndicate`, INV.syndicate],
  [String.raw`crowd\w*`, INV.crowd],
  [String.raw`sovereign|\bswf\b|government fund|state fund`, INV.sovereign],
  [String.raw`bank\w*`, INV.bank],
  [String.raw`\bother\b|fund`, INV.other],
]);

export const STAGE_LABELS = ['Pre-seed', 'Seed', 'Series A', 'Series B', 'Series C', 'Growth', 'Expansion', 'Late-stage', 'Bridge', 'Pre-IPO'] as const;
export const ALL_STAGES = (1 << STAGE_LABELS.length) - 1;

/** Target stages, both readings, comma lists and free text ("early stage", "stage agnostic"). */
export const parseStages = (() => {
  const scan = maskScanner([
    [String.raw`pre[- ]?seed`, 0],
    [String.raw`pre[- ]?ipo`, 9],
    [String.raw`\bseed`, 1],
    [String.raw`series[- ]?a\b|\ba[- ]round`, 2],
    [String.raw`series[- ]?b\b|\bb[- ]round`, 3],
    [String.raw`series[- ]?[c-f]\b`, 4],
    [String.raw`growth`, 5],
    [String.raw`expansion`, 6],
    [String.raw`late[- ]?stage|\blate\b|mature`, 7],
    [String.raw`bridge|mezzanine`, 8],
    [String.raw`\bipo\b`, 9],
  ]);
  return memo((s: string): number => {
    let mask = scan(s);
    const l = s.toLowerCase();
    if (/early[- ]?stage|\bearly\b|start-?ups?/.test(l)) mask |= 0b111;
    if (/all stages|any stage|stage[- ]agnostic|every stage/.test(l)) mask |= ALL_STAGES;
    return mask;
  });
})();

export const INVOLVEMENT_LABELS = ['hands-off', 'advisory', 'mentoring', 'board-level', 'hands-on operational'] as const;

/**
 * Involvement level 0 (hands-off) … 3 (active operator), both readings: hands-off/Hands-off,
 * advisory/Strategic Advisor, Active Mentor, boardSeatPreferred/Board Seat, activeOperator/Operational Support.
 */
export const parseInvolvement = memo((raw: string): number => {
  const s = raw.toLowerCase();
  if (/operat\w*|hands[- ]?on|active[- ]?operator|day[- ]to[- ]day/.test(s)) return 3;
  if (/board/.test(s)) return 2;
  if (/mentor|coach/.test(s)) return 1.75;
  if (/advis\w*|strategic|support/.test(s)) return 1;
  if (/hands[- ]?off|passive|silent|minimal|none/.test(s)) return 0;
  return NaN;
});

export function involvementLabel(level: number): string {
  if (level >= 2.5) return INVOLVEMENT_LABELS[4];
  if (level >= 1.9) return INVOLVEMENT_LABELS[3];
  if (level >= 1.5) return INVOLVEMENT_LABELS[2];
  if (level >= 0.5) return INVOLVEMENT_LABELS[1];
  return INVOLVEMENT_LABELS[0];
}

/** Exit horizon in years (lower bound of the band), from numbers or text such as "5-7 years". */
export function parseHorizon(v: unknown): number {
  const n = toNumber(v);
  return n >= 0 && n <= 100 ? n : NaN;
}

// ---------------------------------------------------------------- verification and deletion

/** Local partners are suggested only when approved ("approved", "verified" or "active", any case). */
export function isApprovedStatus(v: unknown): boolean {
  const s = toText(v, 40).trim().toLowerCase();
  return s === 'approved' || s === 'verified' || s === 'active';
}

export function isRejectedStatus(v: unknown): boolean {
  const s = toText(v, 40).trim().toLowerCase();
  return s === 'rejected' || s === 'deleted';
}

/** Soft-deleted records (an extension some stores use). */
export function isDeletedRecord(p: Record<string, unknown>): boolean {
  return p.deleted === true || p.isDeleted === true || (typeof p.deletedAt === 'string' && p.deletedAt.length > 0);
}
