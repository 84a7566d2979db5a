import { getForeignInvestorMatches } from './get-foreign-investor-matches';
import { getForeignMatches } from './get-foreign-matches';
import { getInvestorBusinessMatches } from './get-investor-business-matches';
import { getInvestorPartnerMatches } from './get-investor-partner-matches';
import { getPartnerInvestorMatches } from './get-partner-investor-matches';
import { getPartnerMatches } from './get-partner-matches';

export const matchHandlers = [
  getPartnerMatches,
  getPartnerInvestorMatches,
  getForeignMatches,
  getForeignInvestorMatches,
  getInvestorBusinessMatches,
  getInvestorPartnerMatches,
];
