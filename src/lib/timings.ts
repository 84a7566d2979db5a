/** Every timing of specification §9, in milliseconds, in one place. */
export const timings = {
  loginMessageClear: 2500,
  loginRedirect: 1000,
  signupMessageClear: 2500,
  signupRedirect: 2000,
  codeInputsAppear: 800,
  codeVerifiedStep: 1000,
  profileRedirect: 2000,
  profileMessageClear: 3000,
  registrationRedirect: 2000,
  registrationBannerClear: 2000,
  resetRedirect: 2000,
  resetMessageClear: 3000,
  validationMessageClear: 3000,
  categoryRedirect: 3000,
  addModalClose: 1000,
  chunkLoadTimeout: 120_000,
} as const;

export const HEADER_SCROLL_THRESHOLD_PX = 10;
