/** The e-mails the mock "sends" to the Demo tools outbox besides notifications: codes and demo requests. */
export const emails = {
  code: {
    subjectSignup: 'Your Corridor verification code',
    subjectReset: 'Your Corridor password reset code',
    body: 'Your code is {code}. It expires in 10 minutes and works once.',
  },
  /** A demo request, to Corridor's sales inbox, in the language of the person who asked for it. */
  demoRequest: {
    subject: 'Demo request from {firstName} {lastName} ({company})',
    line: '{label}: {value}',
    labels: {
      firstName: 'First name',
      lastName: 'Last name',
      email: 'Email',
      company: 'Company',
      employees: 'Employees',
      website: 'Website',
      phone: 'Phone',
      message: 'Message',
      year: 'Year',
    },
  },
} as const;
