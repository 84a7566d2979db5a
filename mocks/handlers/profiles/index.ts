import { addForeignProfile } from './add-foreign-profile';
import { addInvestorProfile } from './add-investor-profile';
import { addLocalPartnerProfile } from './add-local-partner-profile';
import { updateForeignProfile } from './update-foreign-profile';
import { updateInvestorProfile } from './update-investor-profile';
import { updatePartnerProfile } from './update-partner-profile';
import { viewForeignProfile } from './view-foreign-profile';
import { viewInvestorProfile } from './view-investor-profile';
import { viewPartnerProfile } from './view-partner-profile';

export const profileHandlers = [
  addForeignProfile,
  addLocalPartnerProfile,
  addInvestorProfile,
  viewForeignProfile,
  viewPartnerProfile,
  viewInvestorProfile,
  updatePartnerProfile,
  updateForeignProfile,
  updateInvestorProfile,
];
