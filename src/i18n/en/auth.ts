/** Strings of the auth screens: login, sign-up, password reset, Google landing, category choice. */

const passwordLength = 'Password must be greater than 6 characters';
const categoryLabels = { foreign: 'Foreign Business', local: 'Local Partner', investor: 'Investor' } as const;

export const auth = {
  /** Shared labels of the account forms. */
  fields: {
    email: 'Email',
    password: 'Password',
    passwordHint: 'More than 6 characters.',
  },
  or: 'or',

  login: {
    intro: 'Sign in to see your matches, requests and contracts.',
    forgotPassword: 'Forgot password?',
    submit: 'Log in',
    submitting: 'Logging in…',
    noAccount: 'New to Corridor?',
    signupLink: 'Create an account',
    /** A signed-in user opening the login page: a way back, and the form for another account. */
    alreadySignedIn: 'You are signed in as {name}.',
    backToDashboard: 'Go to your dashboard',
    orAnotherAccount: 'or sign in with another account below.',
    success: 'Logged in Successfully',
    errors: {
      required: 'Email and password are required',
      passwordLength,
      userNotFound: 'User not found',
      incorrectPassword: 'Incorrect password',
      failed: 'Login failed. Please try again',
      network: 'Network error. Please try again later',
    },
  },

  /** The demo accounts of DESIGN.md, listed on the login page in mock mode. */
  demoAccounts: {
    title: 'Demo accounts',
    intro: 'Mock mode: every demo account uses the password {password}. Choose one to fill in the form.',
    password: 'corridor-demo',
    use: 'Use',
    useLabel: 'Use the {category} demo account',
    filled: '{email} is filled in. Select Log in to continue.',
    accounts: [
      { key: 'foreign', category: 'Foreign business', email: 'demo.foreign@corridor.test', name: 'Astrid Lindqvist', business: 'Nordvik Payments AB' },
      { key: 'local', category: 'Local partner', email: 'demo.local@corridor.test', name: 'Noura Al Hammadi', business: 'Al Noor Corporate Services' },
      { key: 'investor', category: 'Investor', email: 'demo.investor@corridor.test', name: 'Khalid Al Mazrouei', business: 'Saqr Bay Family Office' },
      { key: 'admin', category: 'Admin', email: 'admin@corridor.test', name: 'Corridor Admin', business: 'Corridor' },
    ],
  },

  /** The demo Google sign-in (mock mode): a consent screen styled like an account chooser. */
  google: {
    button: 'Continue with Google',
    dialogTitle: 'Choose an account to continue to Corridor',
    dialogNote: 'Demo sign-in: no Google account is used. A new e-mail address creates a new account.',
    accountsLabel: 'Accounts',
    useAnother: 'Use another account',
    useAnotherHint: 'Any e-mail address works in the demo.',
    nameLabel: 'Name (optional)',
    continue: 'Continue',
    back: 'Back to the accounts',
    signingIn: 'Signing in as {email}…',
    failed: 'Google sign-in failed. Please try again.',
    network: 'Network error. Please try again.',
    invalidEmail: 'Please enter a valid email address',
  },

  signup: {
    intro: 'Create your Corridor account to meet verified partners and investors in the UAE.',
    name: 'Full name',
    businessName: 'Business name',
    category: 'Business type',
    categoryPlaceholder: 'Select your business type',
    categories: categoryLabels,
    confirmPassword: 'Confirm password',
    termsBefore: 'I accept the ',
    termsLink: 'terms and conditions',
    sendCode: 'Send verification code',
    sendingCode: 'Sending code…',
    codeSent: 'We sent a 6-digit code to {email}. Enter it below to verify your e-mail.',
    codeLabel: 'Verification code',
    codeHint: 'Enter the 6 digits from the e-mail.',
    preparingCode: 'Preparing the code boxes…',
    createAccount: 'Verify and create account',
    creating: 'Creating account…',
    resendCode: 'Send a new code',
    changeDetails: 'Change details',
    created: 'Account created! Redirecting...',
    haveAccount: 'Already have an account?',
    loginLink: 'Log in',
    errors: {
      required: 'All fields are required',
      mismatch: 'Passwords do not match',
      passwordLength,
      terms: 'Please accept our terms and conditions',
      emailFailed: 'Email failed to send',
      network: 'Network error. Please try again.',
      registrationFailed: 'Registration failed. Please try again.',
      invalidCode: 'Invalid verification code',
    },
  },

  reset: {
    steps: { email: 'Email', code: 'Code', password: 'New password' },
    stepsLabel: 'Progress',
    stepOf: 'Step {step} of {total}: {name}',
    emailIntro: 'Enter the e-mail address of your account and we will send you a 6-digit code.',
    sendCode: 'Send reset code',
    sending: 'Sending code…',
    codeIntro: 'Enter the 6-digit code we sent to {email}.',
    codeLabel: 'Reset code',
    verify: 'Verify code',
    differentEmail: 'Use a different e-mail',
    verified: 'Code verified! Please set new password.',
    passwordIntro: 'Choose a new password for {email}.',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    save: 'Update password',
    saving: 'Updating password…',
    success: 'Password updated successfully! Redirecting...',
    remembered: 'Remembered your password? Sign in',
    errors: {
      emailRequired: 'Email is required',
      sendFailed: 'Failed to send reset code',
      network: 'Network error. Please try again.',
      invalidCode: 'Invalid code',
      bothRequired: 'Both fields are required.',
      mismatch: 'Passwords do not match.',
      passwordLength,
      sessionExpired: 'Session expired. Please restart the process.',
      resetFailed: 'Failed to reset password.',
      resetNetwork: 'Network error. Try again.',
    },
  },

  googleSuccess: {
    body: 'Please wait while we finish signing you in.',
  },

  category: {
    intro: 'Tell us how you will use Corridor. You complete your profile next.',
    legend: 'Your category',
    options: [
      { value: 'foreign', label: categoryLabels.foreign, description: 'A company entering the UAE market, looking for local partners and investors.' },
      { value: 'local', label: categoryLabels.local, description: 'A UAE service provider: legal, banking, free zones, consulting and more.' },
      { value: 'investor', label: categoryLabels.investor, description: 'An investor looking for foreign businesses and local partners to back.' },
    ],
    confirm: 'Confirm Selection',
    confirming: 'Saving…',
    required: 'Please select a category before proceeding',
    success: 'Category updated successfully! Redirecting...',
    failed: 'Your category could not be saved. Please sign in again and retry.',
  },
} as const;
