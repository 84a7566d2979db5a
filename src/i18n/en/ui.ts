// Strings the design system shows by itself (labels of close buttons, retry, etc.).
// Product strings (titles, messages, button labels of a screen) are passed to the components as
// props; only the generic chrome of the components lives here. Templates use {name} placeholders
// and are filled by `fill` from '@/lib/format'.
export const ui = {
  brandName: 'Corridor',
  homeLinkLabel: 'Corridor home',

  close: 'Close',
  cancel: 'Cancel',
  confirm: 'Confirm',
  retry: 'Retry',
  tryAgain: 'Try Again',
  loading: 'Loading…',

  currentValue: 'Current value',
  /** Label of the extra option a SelectField adds for a stored value outside its list. */
  currentValueOption: '{value} (Current value)',
  selectPlaceholder: 'Select an option',

  showPassword: 'Show password',
  hidePassword: 'Hide password',

  /** aria-label of each box of a CodeInput. */
  codeDigitLabel: 'Digit {index} of {total}',
  codeGroupLabel: 'Verification code',

  filePreviewAlt: 'Preview of the selected image',
  noFileChosen: 'No image selected',

  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  mainNavigation: 'Main',
  footerNavigation: 'Footer',
  legalNavigation: 'Legal',
  copyright: '© {year} {brand}. All rights reserved.',

  progressValue: '{value}%',
} as const;

export type UiStrings = typeof ui;
