import { getForeignDashboardProfile } from './get-foreign-dashboard-profile';
import { getInvestorDashboardProfile } from './get-investor-dashboard-profile';
import { getPartnerDashboardProfile } from './get-partner-dashboard-profile';

export const dashboardHandlers = [getPartnerDashboardProfile, getForeignDashboardProfile, getInvestorDashboardProfile];
