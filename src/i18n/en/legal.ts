/** The Privacy Policy and Terms & Conditions text: loaded only by those two pages. */
export const legal = {
  lastUpdated: 'Last updated: {date}',
  tocLabel: 'On this page',
  contactTitle: 'Contact',
  privacy: {
    intro: 'This policy was last updated on {date}. It explains what personal data Corridor collects when you use the platform, why, and the choices you have.',
    sections: [
      {
        title: 'Who we are',
        paragraphs: [
          'Corridor runs a market-entry platform that connects foreign businesses with verified local partners and investors in the United Arab Emirates. Corridor is responsible for the personal data described here.',
        ],
      },
      {
        title: 'What we collect',
        paragraphs: ['We collect only what the platform needs:'],
        list: [
          'Account details: your name, business name, e-mail address and user category.',
          'Profile details you add: company information, industries, regions and contact persons, and for partners their registration and tax numbers.',
          'Activity: the contract requests, contracts, milestones, tasks and comments you create.',
          'Demo requests: the contact and company details you send through the Book a Demo form.',
          'Your session: a sign-in token and your user details, kept in your browser until you log out.',
        ],
      },
      {
        title: 'How we use it',
        paragraphs: [
          'We use your data to run your account, to calculate and explain your matches, to verify partners, to show your counterparts the profile details a partnership needs, to answer demo requests and to keep the platform secure. We do not sell personal data.',
        ],
      },
      {
        title: 'Who we share it with',
        paragraphs: [
          'Your profile is shared with the users you are matched or connected with. Hosting and e-mail providers process data for us under written data-processing terms.',
        ],
      },
      {
        title: 'How long we keep it',
        paragraphs: [
          'We keep account data while your account is open and delete or anonymise it within 90 days after it is closed, unless the law requires us to keep it longer.',
        ],
      },
      {
        title: 'Your rights',
        paragraphs: [
          'You may ask for a copy of your data, have it corrected or deleted, or object to how we use it. If you live in the EU or EEA you may also complain to your data protection authority.',
        ],
      },
      {
        title: 'Changes to this policy',
        paragraphs: [
          'When this policy changes, the last updated date at the top of this page changes with it. We announce important changes by e-mail.',
        ],
      },
    ],
    contact: 'Questions about this policy or your data? E-mail us at {email}.',
  },
  terms: {
    intro: 'These terms were last updated on {date}. They govern your use of Corridor; please read them before you create an account.',
    sections: [
      {
        title: 'Agreement',
        paragraphs: [
          'By creating an account or using Corridor you accept these terms for yourself and for the business you represent.',
        ],
      },
      {
        title: 'Eligibility',
        paragraphs: ['You must be at least 18 years old and authorised to act for your business to use Corridor.'],
      },
      {
        title: 'Your account',
        paragraphs: [
          'Keep your login details confidential and your profile accurate and up to date. You are responsible for what happens under your account.',
        ],
      },
      {
        title: 'Matches and verification',
        paragraphs: [
          'Match scores and their explanations help you choose partners; they are not legal, tax or investment advice. Verification confirms the documents a partner gave us, not the result of any engagement.',
        ],
      },
      {
        title: 'Contracts between users',
        paragraphs: [
          'Contracts you agree through Corridor are between you and your counterpart. Corridor provides the tools to prepare and track them and is not a party to them.',
        ],
      },
      {
        title: 'Acceptable use',
        paragraphs: [
          "Do not submit false information, misuse other users' data, or try to disrupt, copy or reverse-engineer the platform. We may suspend accounts that do.",
        ],
      },
      {
        title: 'Liability',
        paragraphs: [
          'Corridor is provided as is. As far as the law allows, we are not liable for indirect losses or for the acts of other users.',
        ],
      },
      {
        title: 'Governing law and disputes',
        paragraphs: [
          'These terms are governed by the laws of the United Arab Emirates (UAE law). Any dispute arising from them is finally settled by arbitration in Dubai.',
        ],
      },
    ],
    contact: 'Questions about these terms? E-mail us at {email}.',
  },
} as const;
