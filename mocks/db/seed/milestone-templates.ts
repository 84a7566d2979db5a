/**
 * What working together looks like after a contract is approved: milestone sequences per kind of
 * engagement, each with the tasks that lead to it and the remarks people leave on the way.
 */

export interface TaskTemplate {
  title: string;
  description: string;
}

export interface MilestoneTemplate {
  title: string;
  description: string;
  /**
   * Remarks people leave on this kind of milestone, in the order they happen. "L:", "F:" or "I:"
   * says which kind of party writes it (local, foreign, investor); without a prefix, either side.
   */
  comments: readonly string[];
  tasks: readonly TaskTemplate[];
}

const t = (title: string, description: string): TaskTemplate => ({ title, description });

const LICENCE: MilestoneTemplate = {
  title: 'Trade licence application submitted',
  description: 'Initial approval, trade-name reservation and the licence application filed with the licensing authority.',
  comments: [
    'L:Could you send notarised copies of the shareholder passports?',
    'L:Initial approval received — the trade name is reserved for six months.',
    "L:The authority asked for the parent company's board resolution in Arabic; translation is under way.",
  ],
  tasks: [
    t('Reserve the trade name', 'Submit three name options in English and Arabic and keep the reservation certificate.'),
    t('Collect attested shareholder documents', 'Passport copies, board resolution and parent-company certificate, attested by the UAE embassy.'),
    t('Sign the Memorandum of Association', 'Both shareholders sign before the notary; the signed copy goes to the authority.'),
    t('Pay the initial approval fees', 'Fees are paid through the authority portal; keep the receipt for the licence file.'),
  ],
};

const BANK_ACCOUNT: MilestoneTemplate = {
  title: 'Corporate bank account opened',
  description: 'KYC pack accepted and the AED and EUR accounts operational with online banking.',
  comments: [
    'F:The bank asked for an updated business plan — sending it today.',
    'L:Compliance interview confirmed for Wednesday 11:00 Dubai time.',
    "Still waiting for the bank's compliance team to sign off the KYC file.",
  ],
  tasks: [
    t('Prepare the KYC pack', 'Licence, MoA, shareholder passports, proof of address and a one-page business plan.'),
    t('Attend the compliance interview', 'Video call with the bank’s compliance officer; the managing director must attend.'),
    t('Fund the initial deposit', 'Transfer the minimum balance from the parent company account.'),
    t('Activate online-banking tokens', 'Two authorised signatories activate their tokens and set payment limits.'),
  ],
};

const VISAS: MilestoneTemplate = {
  title: 'Emirates ID & visas for 2 staff',
  description: 'Residence visas and Emirates IDs issued for the first two employees.',
  comments: [
    'L:Medical tests are booked for both employees next Monday.',
    'L:Emirates ID biometrics done; cards should arrive within a week.',
    'L:Can you confirm the job titles to be printed on the visas?',
  ],
  tasks: [
    t('Establishment card issued', 'Immigration file opened for the new entity.'),
    t('Book medical fitness tests', 'Appointments at an approved medical centre for both employees.'),
    t('Emirates ID biometrics', 'Fingerprints and photos taken at the ICP centre.'),
    t('Visa stamping', 'Residence visas issued and linked to the Emirates ID.'),
  ],
};

const OFFICE_LEASE: MilestoneTemplate = {
  title: 'Office lease signed in DMCC',
  description: 'Flexi-desk upgraded to a registered office unit that meets the licence requirements.',
  comments: [
    'F:Viewed two units in Cluster Y today — the corner unit has better light.',
    'L:The landlord agreed to two months rent-free.',
    'Signed lease attached; the original is with the courier.',
  ],
  tasks: [
    t('Shortlist three office units', 'Units between 40 and 70 m² in Jumeirah Lakes Towers with parking.'),
    t('Negotiate a rent-free period', 'Ask for two months rent-free against a two-year term.'),
    t('Sign the lease', 'Lease signed by the managing director and the landlord.'),
    t('Register the lease with the authority', 'Upload the signed lease so the licence shows the new address.'),
  ],
};

const EJARI: MilestoneTemplate = {
  title: 'Ejari registration completed',
  description: 'Tenancy contract registered so the licence and visas can use the office address.',
  comments: [
    'L:Title deed copy received from the landlord.',
    'L:Ejari certificate issued — uploaded to the shared folder.',
  ],
  tasks: [
    t('Collect the landlord’s title deed', 'Copy of the title deed and the landlord’s ID.'),
    t('Submit the Ejari application', 'Filed through a typing centre with the signed tenancy contract.'),
  ],
};

const FIT_OUT: MilestoneTemplate = {
  title: 'Office fit-out completed',
  description: 'Desks, meeting room and network installed; the team can move in.',
  comments: [
    'L:Drawings approved; the contractor starts on Sunday.',
    'L:Civil-defence inspection booked for next week.',
  ],
  tasks: [
    t('Approve the fit-out drawings', 'Layout for 12 desks and one meeting room.'),
    t('Obtain the fit-out permit', 'Permit from the landlord and civil defence.'),
    t('Install network and access control', 'Fibre line, Wi-Fi and door access cards.'),
  ],
};

const VAT: MilestoneTemplate = {
  title: 'VAT registration completed (TRN issued)',
  description: 'The company is registered with the Federal Tax Authority and has its TRN.',
  comments: [
    'F:Turnover forecast sent — please check the export figures.',
    'L:TRN issued; please add it to your invoice template.',
  ],
  tasks: [
    t('Prepare the turnover forecast', 'Twelve-month forecast supporting the registration.'),
    t('Submit the VAT registration', 'Filed on the FTA portal with the licence and bank letter.'),
    t('Set up VAT codes in the ERP', 'Standard, zero-rated and exempt codes mapped to products.'),
  ],
};

const CORPORATE_TAX: MilestoneTemplate = {
  title: 'Corporate tax registration completed',
  description: 'Corporate tax registration filed and the free-zone qualifying-income position documented.',
  comments: [
    'L:We suggest aligning the financial year with the parent company.',
    'L:Registration filed; the FTA usually confirms within 20 working days.',
  ],
  tasks: [
    t('Confirm the financial year', 'Align the UAE financial year with the parent company.'),
    t('File the corporate tax registration', 'Submitted on the FTA portal.'),
    t('Document qualifying income', 'Memo on which revenue qualifies for the 0% free-zone rate.'),
  ],
};

const FIRST_VAT_RETURN: MilestoneTemplate = {
  title: 'First VAT return filed',
  description: 'First quarterly VAT return filed and paid on time.',
  comments: [
    'L:Ledgers reconciled; two supplier invoices are missing a TRN.',
    'L:Return filed and paid three days before the deadline.',
  ],
  tasks: [
    t('Reconcile sales and purchase ledgers', 'Match invoices to bank statements for the quarter.'),
    t('File the return', 'Submitted on the FTA portal before the 28th.'),
  ],
};

const SHA: MilestoneTemplate = {
  title: 'Shareholders’ agreement signed',
  description: 'Shareholders’ agreement and board charter for the UAE entity signed by all parties.',
  comments: [
    'L:First draft shared — reserved matters are in clause 7.',
    'F:Group legal sent their comments; mostly about the deadlock clause.',
  ],
  tasks: [
    t('Draft the shareholders’ agreement', 'First draft under DIFC law with reserved matters and deadlock clause.'),
    t('Review comments from the parent company', 'Incorporate comments from the group legal team.'),
    t('Execution and notarisation', 'Signed copies notarised and filed.'),
  ],
};

const AGENCY: MilestoneTemplate = {
  title: 'Commercial agency registration filed',
  description: 'The agency agreement with the local agent registered with the Ministry of Economy.',
  comments: [
    'L:The agent has agreed to exclusivity for Dubai and Abu Dhabi only.',
    'L:Certified Arabic translation received.',
  ],
  tasks: [
    t('Agree territory and exclusivity', 'Exclusive for Dubai and Abu Dhabi, non-exclusive elsewhere.'),
    t('Translate the agreement into Arabic', 'Certified legal translation.'),
    t('File with the Ministry of Economy', 'Registration application with supporting documents.'),
  ],
};

const DATA_PROTECTION: MilestoneTemplate = {
  title: 'Data-protection review completed',
  description: 'Processing activities reviewed against the UAE PDPL and DIFC data-protection law.',
  comments: [
    'F:Data-flow map attached; customer data stays in the EU region for now.',
    'L:Privacy notice updated in English; the Arabic version follows.',
  ],
  tasks: [
    t('Map personal-data flows', 'Which systems hold customer data and where they are hosted.'),
    t('Update the privacy notice', 'English and Arabic versions for the UAE website.'),
    t('Register with the Commissioner of Data Protection', 'DIFC notification of processing operations.'),
  ],
};

const EMPLOYMENT: MilestoneTemplate = {
  title: 'Employment contracts localised',
  description: 'Employment contracts and handbook aligned with UAE labour law.',
  comments: [
    'L:Three clauses in the group template conflict with UAE labour law — marked in the draft.',
  ],
  tasks: [
    t('Review the group employment template', 'Mark clauses that conflict with UAE labour law.'),
    t('Draft the bilingual contract', 'English and Arabic versions for MOHRE.'),
  ],
};

const IMPORTER_CODE: MilestoneTemplate = {
  title: 'Importer code registered with Dubai Customs',
  description: 'The company can import under its own customs code.',
  comments: [
    'L:Customs registration submitted; the deposit is paid.',
    'L:HS codes agreed for the first 40 SKUs.',
  ],
  tasks: [
    t('Submit the customs client registration', 'Licence, Emirates ID of the manager and a signed undertaking.'),
    t('Pay the customs deposit', 'Guarantee lodged with Dubai Customs.'),
    t('Classify the product range', 'HS codes agreed for the first 40 SKUs.'),
  ],
};

const FIRST_SHIPMENT: MilestoneTemplate = {
  title: 'First shipment cleared at Jebel Ali',
  description: 'The first container arrived, cleared customs and was delivered to the warehouse.',
  comments: [
    'F:Container left Rotterdam on schedule; ETA Jebel Ali in 24 days.',
    'L:Please send the certificate of origin before the vessel arrives.',
    'L:Cleared in under a day — goods are in the warehouse.',
  ],
  tasks: [
    t('Book the sea freight', 'One 40-foot container from Rotterdam to Jebel Ali.'),
    t('Send the commercial documents', 'Invoice, packing list and certificate of origin sent before arrival.'),
    t('Clear customs', 'Declaration filed and duties paid.'),
    t('Deliver to the warehouse', 'Goods received and counted in the bonded warehouse.'),
  ],
};

const BONDED: MilestoneTemplate = {
  title: 'Bonded warehouse slot allocated',
  description: 'Storage allocated in the bonded warehouse for re-export stock.',
  comments: [
    'L:Pallet forecast received; we have reserved 60 positions.',
  ],
  tasks: [
    t('Agree pallet volumes', 'Forecast of pallet positions for the first six months.'),
    t('Sign the warehousing agreement', 'Rates, insurance and liability agreed.'),
  ],
};

const DISTRIBUTION_AGREEMENT: MilestoneTemplate = {
  title: 'Distribution agreement signed',
  description: 'Exclusive distribution agreement for the UAE signed by both parties.',
  comments: [
    'Margins agreed; minimum volumes still open.',
    'Signed copy attached.',
  ],
  tasks: [
    t('Agree the price list', 'Ex-works prices and distributor margins agreed.'),
    t('Agree minimum volumes', 'Year-one minimum purchase commitment.'),
    t('Sign the agreement', 'Signed copies exchanged.'),
  ],
};

const PRODUCT_REGISTRATION: MilestoneTemplate = {
  title: 'Product registration with Dubai Municipality',
  description: 'The first products registered so they can be sold in retail.',
  comments: [
    'L:Arabic label artwork approved by the municipality.',
    'L:Samples delivered to the laboratory.',
  ],
  tasks: [
    t('Prepare Arabic labels', 'Label artwork with Arabic ingredients and importer details.'),
    t('Submit product samples', 'Samples delivered to the municipality laboratory.'),
    t('Upload certificates', 'Health certificates and lab reports uploaded to the portal.'),
  ],
};

const FIRST_ORDER: MilestoneTemplate = {
  title: 'First purchase order delivered',
  description: 'The first order shipped to the distributor and listed with two retail chains.',
  comments: [
    'L:Purchase order confirmed for delivery in week 48.',
    'L:Two supermarket buyers want a tasting session first.',
  ],
  tasks: [
    t('Confirm the first purchase order', 'Quantities and delivery date confirmed.'),
    t('Listing meetings with retailers', 'Meetings with two supermarket buyers.'),
  ],
};

const COUNTRY_MANAGER: MilestoneTemplate = {
  title: 'Country manager hired',
  description: 'A UAE country manager selected, offer signed and start date agreed.',
  comments: [
    'L:Shortlist of five shared; two stand out for the role.',
    "F:Final interviews set for the CEO's visit to Dubai.",
    'L:Offer accepted — start date is the first of next month.',
  ],
  tasks: [
    t('Agree the role profile', 'Responsibilities, salary band and reporting line.'),
    t('Review the shortlist', 'Five candidates presented; three interviewed.'),
    t('Final interviews in Dubai', 'Two finalists meet the CEO.'),
    t('Offer accepted', 'Offer letter signed and notice period confirmed.'),
  ],
};

const WORK_PERMITS: MilestoneTemplate = {
  title: 'Work permits issued for the sales team',
  description: 'MOHRE work permits issued for the three new sales hires.',
  comments: [
    'L:Quota approved for three positions.',
    'L:Offer letters signed by all three hires.',
  ],
  tasks: [
    t('Submit the quota application', 'Quota for three positions approved.'),
    t('Sign the MOHRE offer letters', 'Offer letters signed by each employee.'),
    t('Pay the permit fees', 'Fees paid and permits issued.'),
  ],
};

const PAYROLL: MilestoneTemplate = {
  title: 'Payroll running on WPS',
  description: 'Salaries paid through the Wage Protection System from the first month.',
  comments: [
    'L:WPS registration done; first payroll runs on the 25th.',
  ],
  tasks: [
    t('Register with the WPS agent', 'Employer registered with the bank’s WPS service.'),
    t('Run the first payroll', 'First salaries paid on time.'),
  ],
};

const LOCALISATION: MilestoneTemplate = {
  title: 'Arabic brand localisation approved',
  description: 'Brand guide, tagline and key messages localised into Arabic and approved.',
  comments: [
    'L:Three Arabic tagline options attached; the panel preferred option two.',
    'F:Glossary shared with the copywriters.',
  ],
  tasks: [
    t('Brief the copywriters', 'Tone of voice and glossary shared.'),
    t('Review Arabic tagline options', 'Three options tested with a small panel.'),
    t('Approve the brand guide', 'Final Arabic brand guide signed off.'),
  ],
};

const PRESS_LAUNCH: MilestoneTemplate = {
  title: 'Launch press release published',
  description: 'Launch announced in regional business and trade media.',
  comments: [
    'F:Press release approved in both languages.',
    'L:Coverage so far: four business titles and one trade magazine.',
  ],
  tasks: [
    t('Draft the press release', 'English and Arabic versions with a quote from the CEO.'),
    t('Brief five editors', 'Embargoed briefings with regional business media.'),
    t('Publish and track coverage', 'Coverage report after two weeks.'),
  ],
};

const LAUNCH_EVENT: MilestoneTemplate = {
  title: 'Launch event held in Dubai',
  description: 'Client and partner launch evening for about 80 guests.',
  comments: [
    'L:Venue booked in DIFC for 80 guests.',
    'L:Invitations went out today.',
  ],
  tasks: [
    t('Book the venue', 'Venue in DIFC for 80 guests.'),
    t('Send the invitations', 'Invitations to clients, partners and press.'),
  ],
};

const HOSTING: MilestoneTemplate = {
  title: 'In-country hosting live',
  description: 'Production workloads running in a UAE cloud region.',
  comments: [
    'L:Staging has run in the UAE region for two weeks without incidents.',
    'Cut-over window agreed for Friday night.',
  ],
  tasks: [
    t('Architecture review', 'Target architecture agreed for the UAE region.'),
    t('Migrate the staging environment', 'Staging runs in the UAE region for two weeks.'),
    t('Production cut-over', 'Production switched over in a weekend window.'),
  ],
};

const UAE_PASS: MilestoneTemplate = {
  title: 'UAE Pass integration live',
  description: 'Customers can sign in and sign documents with UAE Pass.',
  comments: [
    'L:Service-provider registration approved.',
    'L:Acceptance test scheduled with the UAE Pass team.',
  ],
  tasks: [
    t('Register the service provider', 'Application for UAE Pass integration approved.'),
    t('Build the sign-in flow', 'Sign-in and account linking in the web app.'),
    t('Pass the acceptance test', 'Acceptance test with the UAE Pass team.'),
  ],
};

const PEN_TEST: MilestoneTemplate = {
  title: 'Penetration test passed',
  description: 'External penetration test completed with no open high findings.',
  comments: [
    'L:Two medium findings; fixes are in review.',
  ],
  tasks: [
    t('Agree the test scope', 'Web app, API and admin console in scope.'),
    t('Fix findings', 'Two medium findings fixed and re-tested.'),
  ],
};

const TERM_SHEET: MilestoneTemplate = {
  title: 'Term sheet signed',
  description: 'Valuation, ticket size and governance terms agreed in a signed term sheet.',
  comments: [
    'I:Investment memo received, thank you.',
    'I:We are close on valuation; one open point on the option pool.',
    'Signed term sheet attached.',
  ],
  tasks: [
    t('Share the investment memo', 'Company presents the UAE expansion plan and use of funds.'),
    t('Negotiate valuation and ticket', 'Pre-money valuation and ticket size agreed.'),
    t('Sign the term sheet', 'Non-binding term sheet signed by both sides.'),
  ],
};

const DATA_ROOM: MilestoneTemplate = {
  title: 'Due diligence data room opened',
  description: 'Virtual data room populated and access granted to the investor’s analysts.',
  comments: [
    'I:Our analysts have started on the data room.',
    'I:Can you add the cohort analysis to the data room?',
    'F:First question list answered.',
  ],
  tasks: [
    t('Upload financial statements', 'Three years of audited accounts and current management accounts.'),
    t('Upload key contracts', 'Top-ten customer contracts and supplier agreements.'),
    t('Grant data-room access', 'Access for four analysts and the investor’s lawyers.'),
    t('Answer the first question list', 'Written answers to the first 30 questions.'),
  ],
};

const FINANCIAL_DD: MilestoneTemplate = {
  title: 'Financial due diligence completed',
  description: 'Quality-of-earnings review finished and findings discussed.',
  comments: [
    'I:Management interviews went well; the draft report follows next week.',
    'Lawyers on both sides are aligned on the remaining points.',
  ],
  tasks: [
    t('Management interviews', 'CFO and CEO interviews with the due-diligence team.'),
    t('Review the draft report', 'Company comments on the draft findings.'),
  ],
};

const FIRST_TRANCHE: MilestoneTemplate = {
  title: 'First tranche disbursed',
  description: 'The first tranche of the investment received in the company’s account.',
  comments: [
    'I:Conditions precedent are all met.',
    'F:Funds received — thank you for the smooth process.',
  ],
  tasks: [
    t('Sign the share purchase agreement', 'SPA and shareholders’ agreement signed.'),
    t('Satisfy conditions precedent', 'Board approvals and UAE licence copy delivered.'),
    t('Confirm receipt of funds', 'Funds received and share certificates issued.'),
  ],
};

const BOARD_SEAT: MilestoneTemplate = {
  title: 'Board observer appointed',
  description: 'The investor’s representative joins board meetings as an observer.',
  comments: [
    'Observer rights added to the board charter.',
  ],
  tasks: [t('Update the board charter', 'Observer rights added to the charter.')],
};

const MANDATE: MilestoneTemplate = {
  title: 'Mandate letter signed',
  description: 'Scope of the referral and co-investment partnership agreed in a mandate letter.',
  comments: [
    'Referral fee agreed; the NDA is signed.',
    'Mandate letter signed by both managing partners.',
  ],
  tasks: [
    t('Agree the referral fee', 'Fee and payment terms for introduced deals.'),
    t('Sign the mutual NDA', 'NDA covering shared deal information.'),
    t('Sign the mandate letter', 'Signed by both managing partners.'),
  ],
};

const REFERRAL_PROCESS: MilestoneTemplate = {
  title: 'Deal-flow referral process agreed',
  description: 'How portfolio companies are referred for UAE setup services, and how fast they are served.',
  comments: [
    'I:Intake form shared with our portfolio companies.',
    'L:Two portfolio companies have already used the form.',
  ],
  tasks: [
    t('Define the referral form', 'One-page intake form for portfolio companies.'),
    t('Agree response times', 'Portfolio companies get a call within two working days.'),
  ],
};

const FIRST_CO_INVEST: MilestoneTemplate = {
  title: 'First co-investment reviewed',
  description: 'The first jointly sourced company reviewed by the investment committee.',
  comments: [
    'I:Investment committee meets on the 12th; we will share feedback straight after.',
    'L:Summary of the opportunity attached.',
  ],
  tasks: [
    t('Prepare the investment summary', 'Two-page summary of the opportunity.'),
    t('Present to the investment committee', 'Presentation to the committee.'),
    t('Share the decision', 'Decision and feedback shared with the partner.'),
  ],
};

const PIPELINE_REVIEW: MilestoneTemplate = {
  title: 'Quarterly pipeline review',
  description: 'Review of referred companies and the deals in progress.',
  comments: [
    'L:Pipeline report attached: six referrals, two in diligence.',
  ],
  tasks: [t('Compile the pipeline report', 'Referred companies, status and next steps.')],
};

/** Milestone sequences for a local–foreign contract, by the partner's service category. */
export const LOCAL_FOREIGN_SEQUENCES: Record<string, readonly MilestoneTemplate[]> = {
  'Company formation & licensing': [LICENCE, BANK_ACCOUNT, VISAS, VAT],
  'Free-zone setup': [LICENCE, OFFICE_LEASE, VISAS, BANK_ACCOUNT],
  'Banking & treasury': [BANK_ACCOUNT, PAYROLL, VAT],
  'Legal & regulatory': [SHA, AGENCY, DATA_PROTECTION, EMPLOYMENT],
  'Logistics & customs': [IMPORTER_CODE, FIRST_SHIPMENT, BONDED],
  Distribution: [DISTRIBUTION_AGREEMENT, PRODUCT_REGISTRATION, FIRST_ORDER, FIRST_SHIPMENT],
  'Recruitment & visas': [COUNTRY_MANAGER, WORK_PERMITS, VISAS, PAYROLL],
  'Marketing & PR': [LOCALISATION, PRESS_LAUNCH, LAUNCH_EVENT],
  'IT & cloud services': [HOSTING, UAE_PASS, PEN_TEST],
  'Real estate & office space': [OFFICE_LEASE, EJARI, FIT_OUT],
  'Tax & accounting': [VAT, CORPORATE_TAX, FIRST_VAT_RETURN],
};

export const INVESTOR_FOREIGN_SEQUENCE: readonly MilestoneTemplate[] = [TERM_SHEET, DATA_ROOM, FINANCIAL_DD, FIRST_TRANCHE, BOARD_SEAT];
export const INVESTOR_LOCAL_SEQUENCE: readonly MilestoneTemplate[] = [MANDATE, REFERRAL_PROCESS, FIRST_CO_INVEST, PIPELINE_REVIEW];
export const DEFAULT_SEQUENCE: readonly MilestoneTemplate[] = [LICENCE, BANK_ACCOUNT, VISAS, OFFICE_LEASE];

/** Remarks that fit any milestone. */
export const COMMENTS_GENERAL = [
  'Thanks, received.',
  'Documents are in the shared folder — please confirm you have everything you need.',
  'Call booked for Tuesday 10:00 Dubai time to go through the open items.',
  'We moved the due date by a week because of the Eid holidays.',
  'Great progress — this unblocks the next step on our side.',
  'Invoice for this milestone will follow once it is signed off.',
  'Our board approved the budget for this phase.',
] as const;
