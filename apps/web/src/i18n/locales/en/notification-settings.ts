// An operator's notification emails (Settings > Notifications). Glossary: docs/i18n.md.
export default {
  title: 'Notifications',
  description:
    'Which emails you get when something awaits an operator. Each operator chooses its own; all are on until you turn one off.',
  loadFailed: 'We could not load your notification choices',
  section: 'Email notifications',
  goesTo: 'Emails go to the address you log in with.',
  savedTitle: 'Saved',
  saved: 'Your notification choices are saved.',
  saveFailedTitle: 'We could not save your choices',
  saveFailed: 'Your choices could not be saved.',
  save: 'Save',
  topics: {
    depositAwaiting: 'A deposit awaits approval',
    signUpAwaiting: 'A sign-up awaits onboarding',
  },
  explanations: {
    depositAwaiting: 'An offtaker sent a deposit with its receipt: it waits for an approval.',
    signUpAwaiting: 'A supplier or an offtaker confirmed its email address: it waits for onboarding.',
  },
} as const;
