// The judgements of local partners' and investors' lists (best first).

import { c } from './build';
import { F } from './foreign';
import { I } from './investors';
import { L } from './local';
import type { JudgedCase } from '../judged-set';

export const PARTNER_AND_INVESTOR_CASES: JudgedCase[] = [
  // ---- local partner → foreign businesses
  {
    title: 'DIFC fintech law firm looking for clients',
    subject: L.difcFintechLaw,
    ranked: [
      c(F.sePayments, 'A payments fintech that wants a legal partner for a DIFC licence.'),
      c(F.seRobo, 'A fintech that will need licensing, but tiny and seeking finance rather than lawyers.'),
      c(F.eeCyber, 'Tech company selling to banks, may need legal help, wants a strategic partner.'),
      c(F.seHrSaas, 'Tech company but looking for resellers.'),
      c(F.seHealth, 'Health app: outside their practice.'),
      c(F.dkMedtech, 'Medtech distributor search: outside their practice.'),
      c(F.dkFood, 'Food brand: outside their practice.'),
    ],
  },
  {
    title: 'DHCC medical distributor looking for principals',
    subject: L.dhccMedDist,
    ranked: [
      c(F.dkMedtech, 'A medical-device maker looking for a DHCC distributor to hospitals.'),
      c(F.nlGenerics, 'Pharma maker for hospitals, though after a manufacturing JV.'),
      c(F.seHealth, 'Healthcare, but a consumer app rather than devices.'),
      c(F.dkFood, 'Wants a distributor, but for food.'),
      c(F.isSeafood, 'Wants a distributor, but for seafood to restaurants.'),
      c(F.fiEdtech, 'Edtech: no fit.'),
      c(F.sePayments, 'Fintech wanting lawyers: no fit.'),
    ],
  },
  {
    title: 'Dubai IT integrator and SaaS reseller looking for vendors',
    subject: L.itIntegrator,
    ranked: [
      c(F.seHrSaas, 'HR SaaS vendor looking for resellers to enterprises.'),
      c(F.eeCyber, 'Cybersecurity vendor seeking integrators for banks and government.'),
      c(F.dkHotel, 'Hotel software looking for resellers.'),
      c(F.fiEdtech, 'Software, but wants consultants for schools.'),
      c(F.sePayments, 'Fintech software, but wants a law firm.'),
      c(F.deIndustrial, 'Industrial manufacturer: no fit.'),
      c(F.isSeafood, 'Seafood: no fit.'),
    ],
  },
  {
    title: 'Dubai food distributor looking for brands',
    subject: L.fnbDist,
    ranked: [
      c(F.dkFood, 'Organic dairy brand wanting supermarket distribution.'),
      c(F.isSeafood, 'Seafood exporter wanting HORECA distribution.'),
      c(F.dkMedtech, 'Wants a distributor, but for medical devices.'),
      c(F.deSkincare, 'Consumer brand, but needs e-commerce logistics.'),
      c(F.fiFashion, 'Consumer e-commerce wanting marketing.'),
      c(F.nlGenerics, 'Pharma JV: no fit.'),
      c(F.fiEdtech, 'Edtech: no fit.'),
    ],
  },
  {
    title: 'Nordic market-entry desk looking for clients',
    subject: L.nordicDesk,
    ranked: [
      c(F.noCleantech, 'Norwegian cleantech with a large budget seeking a strategic partner.'),
      c(F.sePayments, 'Swedish fintech with a solid budget, though it wants lawyers.'),
      c(F.seHrSaas, 'Swedish SaaS, but looking for resellers.'),
      c(F.fiEdtech, 'Wants a consultant, but edtech and a budget below the retainer.'),
      c(F.eeCyber, 'Baltic tech seeking a strategic partner; not Nordic-speaking.'),
      c(F.dkFood, 'Danish, but food distribution is outside their focus.'),
      c(F.deIndustrial, 'German industrial JV: outside their focus.'),
    ],
  },
  // ---- local partner → investors
  {
    title: 'ADGM fintech licensing advisors looking for investor partners',
    subject: L.adgmFintech,
    ranked: [
      c(I.adVc, 'Abu Dhabi fintech VC whose portfolio needs licensing help.'),
      c(I.seAngel, 'Fintech angel in Dubai backing founders who need licences.'),
      c(I.telcoCvc, 'Corporate venture investing in fintech in the region.'),
      c(I.syndicate, 'Seed syndicate in the UAE, sector agnostic.'),
      c(I.nordicVc, 'Fintech VC, but in Europe.'),
      c(I.saudiPe, 'Healthcare PE: no fit.'),
      c(I.difcPe, 'Industrial PE: no fit.'),
    ],
  },
  {
    title: 'DHCC medical distributor looking for investor partners',
    subject: L.dhccMedDist,
    ranked: [
      c(I.healthVc, 'Medtech VC whose portfolio companies need a UAE distributor.'),
      c(I.gulfFo, 'Healthcare-investing family office in Dubai.'),
      c(I.saudiPe, 'GCC healthcare PE.'),
      c(I.ventureBank, 'Growth debt for healthcare companies in the UAE.'),
      c(I.crowd, 'Consumer crowdfunding: unrelated.'),
      c(I.accelerator, 'Early-stage tech accelerator: unrelated.'),
      c(I.usVc, 'US software VC: unrelated.'),
    ],
  },
  // ---- investor → foreign businesses
  {
    title: 'Abu Dhabi fintech VC reviewing Nordic companies',
    subject: I.adVc,
    ranked: [
      c(F.sePayments, 'B2B payments fintech at seed/Series A size, setting up in the UAE.'),
      c(F.seRobo, 'Fintech, but very early and consumer-facing.'),
      c(F.eeCyber, 'B2B tech, though a bit later than seed.'),
      c(F.seHrSaas, 'B2B SaaS, later stage.'),
      c(F.fiEdtech, 'Tech-adjacent edtech at the right size.'),
      c(F.dkFood, 'Food brand: outside the thesis.'),
      c(F.deIndustrial, 'Large industrial: outside the thesis.'),
    ],
  },
  {
    title: 'Gulf family office reviewing European companies',
    subject: I.gulfFo,
    ranked: [
      c(F.nlGenerics, 'Healthcare manufacturer seeking a JV: their favourite kind of deal.'),
      c(F.dkFood, 'Growth-stage food brand entering the GCC.'),
      c(F.dkMedtech, 'Healthcare devices company at growth stage.'),
      c(F.isSeafood, 'Food exporter building distribution.'),
      c(F.seHealth, 'Healthcare, but a consumer app.'),
      c(F.dkHotel, 'Hospitality software, small.'),
      c(F.seRobo, 'Seed fintech: outside the thesis.'),
    ],
  },
  {
    title: 'Abu Dhabi climate fund reviewing companies',
    subject: I.climateFund,
    ranked: [
      c(F.noCleantech, 'Utility-scale solar and storage at growth stage: the thesis exactly.'),
      c(F.deIndustrial, 'Energy-efficient industrial motors at scale.'),
      c(F.fiWater, 'Cleantech, but seed stage, too early for this fund.'),
      c(F.eeCyber, 'Tech, unrelated to climate.'),
      c(F.dkFood, 'Food: unrelated.'),
      c(F.fiEdtech, 'Edtech: unrelated.'),
    ],
  },
  {
    title: 'Nordic VC reviewing companies going to the Gulf',
    subject: I.nordicVc,
    ranked: [
      c(F.sePayments, 'Swedish B2B fintech at seed/Series A.'),
      c(F.seRobo, 'Swedish fintech at seed.'),
      c(F.dkSupply, 'Danish B2B SaaS raising a Series A.'),
      c(F.fiWater, 'Finnish cleantech at seed.'),
      c(F.fiEdtech, 'Finnish edtech, tech-adjacent.'),
      c(F.dkFood, 'Food: outside the thesis.'),
      c(F.deIndustrial, 'Large German industrial: outside the thesis.'),
    ],
  },
  // ---- investor → local partners
  {
    title: 'Health VC looking for UAE partners for its portfolio',
    subject: I.healthVc,
    ranked: [
      c(L.dhccMedDist, 'Medical-device distributor that can take portfolio medtech to hospitals.'),
      c(L.kezadPharma, 'Healthcare manufacturer and distributor in Abu Dhabi.'),
      c(L.healthLaw, 'Healthcare regulatory lawyers for portfolio licensing.'),
      c(L.medStaffing, 'Healthcare staffing for portfolio clinics.'),
      c(L.dubaiSetup, 'Generic company formation.'),
      c(L.smeBank, 'SME banking.'),
      c(L.d3Marketing, 'Consumer marketing: little relevance.'),
    ],
  },
  {
    title: 'Industrial PE looking for UAE partners',
    subject: I.difcPe,
    ranked: [
      c(L.adIndustrial, 'Industrial JV and licensing advisors in KEZAD.'),
      c(L.jafzaLogistics, 'Industrial logistics platform in JAFZA.'),
      c(L.rakez, 'Industrial free zone for portfolio manufacturing.'),
      c(L.corpBank, 'Corporate and project finance partner.'),
      c(L.industrialRecruit, 'Industrial manpower for portfolio plants.'),
      c(L.masdarClean, 'Energy consultants, adjacent.'),
      c(L.d3Marketing, 'Consumer marketing: unrelated.'),
    ],
  },
  // ---- added with the extra pool: more local and investor subjects
  {
    title: 'Dubai B2B software marketing agency looking for clients',
    subject: L.saasMarketing,
    ranked: [
      c(F.seHrSaas, 'Enterprise HR software entering the GCC: exactly the B2B software client they serve.'),
      c(F.eeCyber, 'Cybersecurity software for banks and government, their target buyers.'),
      c(F.dkHotel, 'B2B software looking for channel partners; marketing would help.'),
      c(F.dkSupply, 'B2B SaaS, but looking for investors rather than marketing.'),
      c(F.fiFashion, 'Wants marketing, but consumer fashion is not their audience.'),
      c(F.dkFood, 'Consumer food brand: outside their practice.'),
      c(F.nlGenerics, 'Pharma manufacturing JV: outside their practice.'),
    ],
  },
  {
    title: 'Dubai beauty distributor looking for brands',
    subject: L.beautyDist,
    ranked: [
      c(F.deSkincare, 'A European skincare brand entering the UAE.'),
      c(F.fiFashion, 'Consumer e-commerce brand, though fashion and after marketing.'),
      c(F.dkFood, 'Wants a distributor, but for food.'),
      c(F.dkMedtech, 'Wants a distributor, but for hospital devices.'),
      c(F.seHealth, 'Consumer health app: not a product they can distribute.'),
      c(F.isSeafood, 'Seafood: outside their practice.'),
      c(F.deIndustrial, 'Industrial: outside their practice.'),
    ],
  },
  {
    title: 'Abu Dhabi digital-health angel reviewing companies',
    subject: I.healthAngel,
    ranked: [
      c(F.dkFemtech, 'Pre-seed femtech app for women in the UAE: the thesis exactly.'),
      c(F.seHealth, 'Digital health, but far beyond seed.'),
      c(F.dkMedtech, 'Healthcare devices company, too large for an angel.'),
      c(F.fiWater, 'Right stage, wrong sector.'),
      c(F.seRobo, 'Right stage, wrong sector.'),
      c(F.nlGenerics, 'Healthcare, but a $5-10M manufacturing JV.'),
      c(F.deIndustrial, 'Large industrial: no fit.'),
    ],
  },
  {
    title: 'Danish femtech app raising a pre-seed round',
    subject: F.dkFemtech,
    ranked: [
      c(I.healthAngel, 'Digital-health angel in the UAE writing pre-seed cheques, keen on women’s health.'),
      c(I.syndicate, 'Sector-agnostic seed syndicate in the UAE.'),
      c(I.seAngel, 'Backs Nordic founders at pre-seed, though in fintech and SaaS.'),
      c(I.healthVc, 'Digital-health VC, but from Series A and $1M tickets.'),
      c(I.accelerator, 'Early-stage accelerator in Dubai, not health-focused.'),
      c(I.saudiPe, 'Healthcare PE for large growth deals.'),
      c(I.difcPe, 'Industrial PE: no fit.'),
    ],
  },
];
