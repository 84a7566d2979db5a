import { db } from '../../db';
import { newId } from '../../db/ids';
import { markProfileComplete, resolveOwner } from '../../domain/registration';
import { requireCaller } from '../../http/auth';
import { parseBody, readJson } from '../../http/body';
import { guard } from '../../http/guard';
import { http } from '../../http/openapi-http';
import { messageFor } from '../../http/wording';
import { profiles as words } from '../../i18n/en';
import { foreignAddBody, foreignRequired, missingFields } from '../../validation/profiles';

/** Speaks plain text, as the host does: 200 saved, 202 required fields missing. */
export const addForeignProfile = http.post(
  '/foreign/add',
  guard(async ({ request, response }) => {
    const { user } = requireCaller(request);
    const raw = await readJson(request.clone(), true);
    if (missingFields(raw, foreignRequired).length > 0) return response(202).text(messageFor(request, words.fillRequired));
    const body = await parseBody(request, foreignAddBody, { asText: true });
    const owner = await resolveOwner(user, 'foreign', body.ID, { name: body.companyName ?? '' }, true);
    const now = new Date().toISOString();
    await db.foreignProfiles.create({
      _id: newId('fb'),
      ID: owner.id,
      companyName: body.companyName ?? '',
      industry: body.industry ?? '',
      companySize: body.companySize,
      operatingRegion: body.operatingRegion,
      expansionGoal: body.expansionGoal,
      targetRevenue: body.targetRevenue,
      expansionTimeline: body.expansionTimeline,
      marketType: body.marketType,
      preferredPartnerType: body.preferredPartnerType,
      budgetRange: body.budgetRange,
      businessLogo: body.businessLogo,
      status: 'Active',
      createdAt: now,
      updatedAt: now,
    });
    await markProfileComplete(owner.id);
    return response(200).text(messageFor(request, words.foreignSaved));
  }),
);
