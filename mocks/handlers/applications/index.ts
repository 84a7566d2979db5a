import { applyToForeignBusiness } from './apply-to-foreign-business';
import { applyToInvestor } from './apply-to-investor';
import { applyToPartner } from './apply-to-partner';

export const applicationHandlers = [applyToForeignBusiness, applyToPartner, applyToInvestor];
