import { acceptBusiness } from './accept-business';
import { deleteBusiness } from './delete-business';
import { listBusinesses } from './list-businesses';
import { rejectBusiness } from './reject-business';

export const adminHandlers = [listBusinesses, deleteBusiness, acceptBusiness, rejectBusiness];
