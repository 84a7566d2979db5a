/**
 * Strings of the marketing screens: home, About Us, the book-a-demo flow and the legal pages.
 * Spec strings (specification §1, 2, 4, 5, 8, 9) are copied exactly; the rest is product copy.
 * Page titles (the h1 of each page) live in routes.ts; the header and footer labels in common.ts.
 */
export const marketing = {
  home: {
    eyebrow: 'UAE market entry for Nordic and EU companies',
    lead: 'Corridor connects your company with verified UAE law firms, banks, free zones and service providers, and with investors who back European expansion. Every match comes with a score and the reasons behind it.',
    actionsLabel: 'Get going',
    trustLabel: 'Why companies choose Corridor',
    trustPoints: ['Verified partners only', 'Explained match scores', 'Contracts and milestones in one place'],
    preview: {
      from: 'Stockholm',
      to: 'Dubai',
      kicker: 'Suggested local partner',
      company: 'Al Noor Corporate Services',
      meta: 'Corporate services · DIFC, Dubai',
      verified: 'Verified',
      score: '92%',
      scoreLabel: 'Match score',
      reasons: ['Serves B2B fintech clients', 'Licensed in DIFC', 'Works in English and Arabic'],
      action: 'Request contract',
    },
    snapshot: {
      title: 'Corridor snapshot',
      intro: 'Where companies stand when they enter the UAE with Corridor.',
      figures: [
        { value: '15-30 days', label: 'Average time-to-license' },
        { value: '62', label: 'Verified partners' },
        { value: '89%', label: 'Success rate' },
        { value: '12', label: 'Active industries' },
      ],
    },
    howItWorks: {
      eyebrow: 'How it works',
      title: 'From first profile to trade licence in three steps',
      steps: [
        {
          title: 'Describe your expansion',
          text: 'Tell us your industry, target market, budget and timeline. Your company profile takes about ten minutes.',
        },
        {
          title: 'Review explained matches',
          text: 'See verified partners and investors ranked by match score, with the reasons behind every score.',
        },
        {
          title: 'Contract and launch',
          text: 'Send a contract request, agree milestones and track every task with your partner until you launch.',
        },
      ],
    },
    audiences: {
      eyebrow: 'Who it is for',
      title: 'Built for every side of the corridor',
      items: [
        {
          title: 'Foreign businesses',
          text: 'Nordic and EU companies that need a UAE licence, a bank account and the right advisers without months of cold outreach.',
          action: 'Start your expansion',
        },
        {
          title: 'Local partners',
          text: 'UAE law firms, banks, free zones and service providers that want qualified European clients and a commission on every engagement.',
          action: 'Become a verified partner',
        },
        {
          title: 'Investors',
          text: 'Family offices and funds looking for vetted European companies that are already committed to the Gulf.',
          action: 'Meet expanding companies',
        },
      ],
    },
    cta: {
      title: 'Ready to enter the UAE?',
      text: 'Create your company profile in minutes, or book a demo with our market-entry team.',
    },
  },

  about: {
    eyebrow: 'About Corridor',
    lead: 'We build the shortest, safest route from the Nordics and the EU into the United Arab Emirates: verified partners, explained matches and contracts both sides can follow.',
    statsLabel: 'Corridor in numbers',
    stats: [
      { value: '89%', label: 'Success rate' },
      { value: '62+', label: 'Verified partners' },
      { value: '15-30 days', label: 'To licence' },
    ],
    mission: {
      eyebrow: 'Our mission',
      title: 'Market entry should not depend on who you happen to know',
      paragraphs: [
        'Too many European companies lose months looking for a sponsor, a bank and a licence, and pay for advice they cannot compare.',
        'Corridor makes the route transparent. Every partner is verified before they appear in a match list, every match is explained, and every engagement runs on a clear contract with milestones both sides can see.',
      ],
    },
    values: {
      eyebrow: 'What we stand for',
      title: 'Our core values',
      items: [
        {
          title: 'Trust & Compliance',
          text: 'We verify every partner before they are matched and keep every engagement on a written contract.',
        },
        {
          title: 'Partnership First',
          text: 'We succeed when both sides do: foreign companies get a fair deal and local partners get committed clients.',
        },
        {
          title: 'Innovation Driven',
          text: 'Matching, contracts and milestone tracking are automated, so people spend their time on decisions.',
        },
        {
          title: 'Global Mindset',
          text: 'We bridge Nordic, European and Gulf business cultures and regulation, so nothing gets lost on the way.',
        },
      ],
    },
    steps: {
      eyebrow: 'How we work',
      title: 'Three steps to your UAE launch',
      items: [
        {
          title: 'AI Partner Matching',
          text: 'Our matching engine ranks verified partners and investors for your profile and explains every score.',
        },
        {
          title: 'Automated Compliance',
          text: 'Contracts and SLAs are generated for each engagement, with the documents your licence needs.',
        },
        {
          title: 'Accelerated Launch',
          text: 'Milestones, tasks and comments keep both sides on schedule, from the first call to your trade licence.',
        },
      ],
    },
    cta: {
      title: 'Start your UAE journey',
      text: 'See how Corridor matches your company with the right partners and investors.',
      action: 'Explore Corridor',
    },
  },

  bookADemo: {
    intro: 'Tell us who you are and we will show you the part of Corridor that matters to you.',
    business: { title: 'Business owner', description: 'Looking to expand my business to UAE market' },
    partner: { title: 'Partner', description: 'I want to help and earn my commission' },
    continue: 'Continue to Demo',
    chooseHint: 'Choose an option to continue.',
    partnerHint: 'Partners continue to the sign-in page in a new tab.',
  },

  demoForm: {
    intro: 'Tell us about your company and your plans for the UAE. A market-entry specialist will walk you through matching, contracts and milestones for your case.',
    asideTitle: 'In your demo you will see',
    asidePoints: [
      'Your first partner and investor matches, with the reasons behind each score',
      'How contract requests, milestones and tasks work for both sides',
      'A realistic timeline to your UAE trade licence',
    ],
    formLabel: 'Demo request',
    requiredNote: 'Every field is required.',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Work email',
    company: 'Company',
    employees: 'Number of employees',
    employeesPlaceholder: 'Select a range',
    website: 'Company website',
    phone: 'Phone number',
    message: 'What would you like to achieve in the UAE?',
    submit: 'Send request',
    sending: 'Sending…',
    fieldsRequired: 'Please complete all fields.',
    sent: "Your demo request has been sent! We'll be in touch soon.",
    failed: 'Failed to send. Please try again later.',
    /** A send the server refused for a field: the field shows why. */
    checkFields: 'Please check the marked field.',
  },

} as const;
