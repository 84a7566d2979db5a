/**
 * The field rules of the request bodies (mocks/validation/**): what a 400's `errors[].message`
 * and its `message` say about one field. `{label}` and `{key}` are the field's name in the API
 * (`businessId`, `companyName`), `{max}` and `{min}` its bounds.
 */
export const validation = {
  required: 'This field is required',
  atMost: 'Must be at most {max} characters',
  email: 'Please enter a valid email address',
  labelRequired: '{label} is required',
  labelNotValid: '{label} is not valid',
  /** The id of a contract, where the body calls it `ID`. */
  contractIdRequired: 'ID (the contract id) is required',
  contractIdNotValid: 'ID (the contract id) is not valid',
  /** The owner of a profile being registered. */
  userIdRequired: 'ID (the user id) is required',
  codeDigits: 'The code must be 6 digits',
  dueDateRequired: 'Due date is required',
  dueDateInvalid: 'Due date is not a valid date',
  partyKind: '{label} must be foreign, local or investor',

  // Accounts (mocks/validation/account.ts)
  password: 'Password must be greater than 6 characters',
  passwordTooLong: 'Password is too long',
  purpose: 'purpose must be signup or reset',
  allFieldsRequired: 'All fields are required',
  category: 'Please choose foreign, local or investor',
  hasCompletedProfile: 'hasCompletedProfile must be true or false',
  selectCategory: 'Please select a category before proceeding',
  tokenRequired: 'token (the user id) is required',

  // Milestones, tasks and comments (mocks/validation/milestones.ts)
  milestoneFields: 'Title, description and due date are required',
  commentText: 'Comment text is required',
  markup: 'Text must not contain HTML markup',
  dueDateFormat: 'Due date must be a date in the form YYYY-MM-DD',
  taskStatus: 'Status must be "completed" or "pending"',

  // Demo requests (mocks/validation/demo.ts)
  demoFields: 'Please complete all fields.',

  // Profiles (mocks/validation/profiles.ts): `{label}` is one of `numberLabels`.
  mustBeText: 'Must be text',
  numberType: '{label} must be a number',
  numberMin: '{label} must be at least {min}',
  numberMax: '{label} must be at most {max}',
  logo: 'The business logo must be an image file of at most 1 MB',
  coInvest: 'Co-invest preference must be true or false',
  numberLabels: {
    targetRevenue: 'Target revenue',
    yearsInOperation: 'Years in operation',
    ticketSizeMin: 'Minimum ticket size',
    ticketSizeMax: 'Maximum ticket size',
    exitHorizon: 'Exit horizon',
  },

  // Agreements (mocks/validation/agreements.ts)
  version: 'version must be the number of the version you reviewed',
  versionWhole: 'version must be a whole number',
  versionMin: 'version must be 1 or more',
  versionMax: 'version must be 1000 or less',
  fullName: 'Type your full name to sign',
  fullNameMax: 'Your name must be 120 characters or fewer',
  consent: 'Please confirm that you agree to sign this agreement electronically',
  declineReason: 'Say why you decline to sign',
  declineReasonMin: 'Say why you decline to sign (at least 3 characters)',
  declineReasonMax: 'The reason must be 1,000 characters or fewer',
} as const;
