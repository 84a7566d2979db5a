import { db } from '../../db';
import { newId } from '../../db/ids';
import { markProfileComplete, resolveOwner } from '../../domain/registration';
import { requireCaller } from '../../http/auth';
import { parseBody, readJson } from '../../http/body';
import { badRequest } from '../../http/failure';
import { guard } from '../../http/guard';
import { http } from '../../http/openapi-http';
import { messageFor } from '../../http/wording';
import { profiles as words, validation } from '../../i18n/en';
import { investorAddBody, investorRequired, missingFields } from '../../validation/profiles';
import { REQUIRED_MESSAGE } from './add-local-partner-profile';

export const addInvestorProfile = http.post(
  '/investor/add',
  guard(async ({ request, response }) => {
    const { user } = requireCaller(request);
    const missing = missingFields(await readJson(request.clone()), investorRequired);
    if (missing.length > 0) throw badRequest(REQUIRED_MESSAGE, missing.map((path) => ({ path, message: validation.required })));
    const body = await parseBody(request, investorAddBody);
    const owner = await resolveOwner(user, 'investor', body.ID, { name: body.legalName ?? '', email: body.contactEmail });
    const now = new Date().toISOString();
    const { ID: _claimed, ...fields } = body;
    const profile = await db.investorProfiles.create({
      ...fields,
      _id: newId('inv'),
      ID: owner.id,
      legalName: body.legalName ?? '',
      // Investors are listed at once; only local partners wait for an admin's verification.
      verificationStatus: 'Approved',
      createdAt: now,
      updatedAt: now,
    });
    await markProfileComplete(owner.id);
    return response(200).json({ message: messageFor(request, words.investorSaved), profile });
  }),
);
