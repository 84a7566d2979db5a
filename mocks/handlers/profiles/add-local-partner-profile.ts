import { db } from '../../db';
import { newId } from '../../db/ids';
import { notifyVerificationRequested } from '../../domain/notifications/recorders';
import { markProfileComplete, resolveOwner } from '../../domain/registration';
import { requireCaller } from '../../http/auth';
import { parseBody, readJson } from '../../http/body';
import { badRequest } from '../../http/failure';
import { guard } from '../../http/guard';
import { http } from '../../http/openapi-http';
import { messageFor } from '../../http/wording';
import { profiles as words, validation } from '../../i18n/en';
import { localAddBody, localRequired, missingFields } from '../../validation/profiles';

export const REQUIRED_MESSAGE = words.requiredFields;

export const addLocalPartnerProfile = http.post(
  '/local-partner/add',
  guard(async ({ request, response }) => {
    const { user } = requireCaller(request);
    const missing = missingFields(await readJson(request.clone()), localRequired);
    if (missing.length > 0) throw badRequest(REQUIRED_MESSAGE, missing.map((path) => ({ path, message: validation.required })));
    const body = await parseBody(request, localAddBody);
    const owner = await resolveOwner(user, 'local', body.ID, { name: body.companyName ?? '', email: body.contactEmail });
    const now = new Date().toISOString();
    const { ID: _claimed, hasPurchased: _purchased, ...fields } = body;
    const profile = await db.localProfiles.create({
      ...fields,
      _id: newId('lp'),
      ID: owner.id,
      companyName: body.companyName ?? '',
      hasPurchased: false,
      verificationStatus: 'Pending',
      createdAt: now,
      updatedAt: now,
    });
    await markProfileComplete(owner.id);
    // The admins' bell: a partner waits for verification.
    await notifyVerificationRequested(profile, user);
    return response(200).json({ message: messageFor(request, words.partnerSubmitted), profile });
  }),
);
