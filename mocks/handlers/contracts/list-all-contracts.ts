import { db } from '../../db';
import { adminContractView, newestFirst } from '../../domain/contract-views';
import { requireCaller, requireCategory } from '../../http/auth';
import { guard } from '../../http/guard';
import { http } from '../../http/openapi-http';
import { contracts as words } from '../../i18n/en';

/** Every contract, newest first, for the admin's all-contracts page. */
export const listAllContracts = http.get(
  '/allContracts',
  guard(({ request, response }) => {
    const caller = requireCaller(request);
    requireCategory(caller, ['admin'], words.adminsOnly);
    return response(201).json(db.contracts.all().sort(newestFirst).map(adminContractView));
  }),
);
