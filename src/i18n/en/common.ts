/** App-wide strings: brand, navigation, footer, shell states. */
export const common = {
  brand: 'Corridor',
  tagline: 'Verified partners and investors for your UAE market entry.',
  nav: {
    main: 'Main',
    aboutUs: 'About Us',
    login: 'Login',
    getStarted: 'Get Started',
    bookDemo: 'Book a demo',
    contracts: 'Contracts',
    logout: 'Logout',
    home: 'Home',
    /** In place of Login and Get Started for a signed-in user (issue 24). */
    myDashboard: 'My dashboard',
    adminPanel: 'Admin panel',
    /** An admin's operator dashboards (issue 19). */
    insights: 'Insights',
    completeProfile: 'Complete your profile',
  },
  footer: {
    quickLinks: 'Quick Links',
    legal: 'Legal',
    privacyPolicy: 'Privacy Policy',
    terms: 'Terms & Conditions',
    rights: '© {year} Corridor. All rights reserved.',
  },
  skipToContent: 'Skip to main content',
  logout: {
    title: 'Confirm Logout',
    message: 'Are you sure you want to logout?',
    cancel: 'Cancel',
    confirm: 'Logout',
  },
  notAuthenticated: {
    title: 'User not authenticated',
    body: 'Please log in to see this page.',
    action: 'Go to login',
  },
  loadingPage: 'Loading page…',
  notFound: {
    title: 'Page not found',
    body: 'The page you are looking for does not exist or has moved.',
    action: 'Go to the home page',
  },
  routeError: {
    title: 'Something went wrong',
    body: 'This page could not be shown. Check your connection and try again.',
    retry: 'Try again',
    home: 'Go to the home page',
  },
} as const;
