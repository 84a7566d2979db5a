/** Profiles: registering, reading, editing, the dashboards' own profile and the match lists. */
export const profiles = {
  notFound: {
    foreign: 'Business not found',
    local: 'Partner not found',
    investor: 'Investor not found',
  },
  dashboardFor: {
    foreign: 'This dashboard is for foreign business accounts.',
    local: 'This dashboard is for local partner accounts.',
    investor: 'This dashboard is for investor accounts.',
  },
  matchesFor: {
    foreign: 'These matches are for foreign business accounts.',
    local: 'These matches are for local partner accounts.',
    investor: 'These matches are for investor accounts.',
  },
  registerFor: {
    foreign: 'Only a foreign business account can register this profile.',
    local: 'Only a local partner account can register this profile.',
    investor: 'Only an investor account can register this profile.',
  },
  completeFirst: 'Profile not found. Please complete your profile first.',
  ownProfileOnly: 'You can only edit your own profile.',
  updated: 'Profile updated successfully!',
  ownAccountOnly: 'You can only register a profile for your own account.',
  exists: 'A profile already exists for this account.',
  noProfileForMatches: 'Complete your profile to see your matches.',
  requiredFields: 'Please complete all * required fields',
  /** POST /foreign/add speaks plain text (the specification's words). */
  fillRequired: 'Please fill all required fields',
  foreignSaved: 'Business profile saved successfully',
  investorSaved: 'Your investor profile was saved.',
  partnerSubmitted: 'Your partner profile was submitted. An admin will verify it shortly.',
} as const;
