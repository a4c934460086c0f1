// Sign-up, log-in (with its second factor), email confirmation and password reset: the first
// screens a new user reads. Glossary: docs/i18n.md.
export default {
  fields: {
    name: 'Company Name',
    firstname: 'First Name',
    lastname: 'Last Name',
    mobile: 'Mobile Number',
    email: 'Email Address',
    password: 'Password',
    confirm: 'Confirm Password',
  },
  formAlertTitle: 'We could not complete this',
  logIn: 'Log in',
  checkYourEmail: 'Check your email',
  linkDidNotWork: 'This link did not work',
  login: {
    pageTitle: 'Log In',
    title: 'Log in',
    description: 'Welcome back. Log in to trade, fund your wallet or review approvals.',
    formLabel: 'Log in',
    forgotPassword: 'Forgot your password?',
    newHere: 'New to the exchange? <anchor>Sign up</anchor>',
    newLinkSent: 'We sent a new link to {{email}}. Follow it within 24 hours, then log in.',
    sendNewLink: 'Send a new link',
    roleMissing: 'We could not confirm your account type. Please try again in a moment.',
    // Why the log-in page opened (lib/session.ts, LoginLocationState).
    notice: {
      sessionEnded: 'Your session has ended. Please log in again.',
    },
  },
  twoFactor: {
    enrolTitle: 'Set up two-factor sign-in',
    enrolDescription: 'One more step before your first sign-in.',
    title: 'Two-factor sign-in',
    description: 'Enter the code from your authenticator app to finish logging in.',
    logInAgain: 'Log in again',
    recoveryCode: 'Recovery code',
    recoveryCodeHint:
      'One of the recovery codes you saved when you set up two-factor sign-in; each works once',
    appCode: 'Authentication code',
    appCodeHint: 'The 6-digit code your authenticator app shows now',
    useApp: 'Use your authenticator app',
    useRecoveryCode: 'Use a recovery code',
    verify: 'Verify',
    backToLogIn: 'Back to log in',
    isOn: 'Two-factor sign-in is on. From now on you log in with your password and a code from the app.',
    continue: 'Continue',
    operatorsIntro:
      'Operators sign in with a second factor. Set up an authenticator app once; after that you log in with your password and the app’s 6-digit code.',
    turnOn: 'Turn on and log in',
  },
  register: {
    title: 'Create your account',
    alreadyRegistered: 'Already registered? <anchor>Log in</anchor>',
    accountType: 'Account type',
    supplier: 'Supplier',
    offtaker: 'Offtaker',
    supplierPageTitle: 'Supplier sign-up',
    offtakerPageTitle: 'Offtaker sign-up',
    supplierSubmit: 'Create supplier account',
    offtakerSubmit: 'Create offtaker account',
    supplierIntro: 'For gas producers and distributors who list inventory and sell on the exchange.',
    offtakerIntro: 'For factories, CNG stations and other buyers who fund a wallet and buy gas.',
    companyOptional: 'Optional: leave blank if you buy as an individual',
  },
  success: {
    title: 'Registration complete',
    thanks:
      'Thank you for registering. We have sent you an email: please follow the link in it to validate your email address.',
    review:
      'After validating your address, the exchange reviews your registration. You can log in and trade once your account is approved.',
    noEmail: 'No email? Check your spam folder, or wait a few minutes before registering again.',
    goToLogIn: 'Go to Log In',
    backHome: 'Back to home',
  },
  verify: {
    title: 'Confirm your email address',
    incompleteLink:
      'This link is incomplete. Open the link from your email again, or ask for a new one below.',
    confirmedTitle: 'Email address confirmed',
    confirmed:
      'Thank you: <strong>{{email}}</strong> is confirmed. The exchange now reviews your registration. You can log in and look around meanwhile; trading opens once you are approved.',
    alreadyConfirmed: 'If you have already confirmed your address, you can log in.',
    stillWaiting: 'Still waiting for confirmation?',
    confirming: 'Confirming your email address...',
    couldNotConfirm: 'We could not confirm your address',
    tryAgain: 'Try again',
  },
  resend: {
    formLabel: 'Send a new link',
    sent: 'If {{email}} has a registration waiting for confirmation, a new link is on its way. It works once, within 24 hours.',
    submit: 'Send a new link',
  },
  forgot: {
    title: 'Forgot your password?',
    description: 'Type the email address you log in with. We will email you a link to choose a new password.',
    sent: 'If {{email}} has an account with us, a link to reset its password is on its way. It works once, within {{minutes}} minutes. No email? Check your spam folder.',
    formLabel: 'Reset your password',
    submit: 'Email me a link',
    remembered: 'Remembered it? <anchor>Log in</anchor>',
  },
  reset: {
    title: 'Reset your password',
    incompleteLink: 'This link is incomplete. Open the link from your email again, or ask for a new one.',
    askNewLink: 'Ask for a new link',
    changedTitle: 'Password changed',
    changed:
      'The password of <strong>{{email}}</strong> is changed, and every session of the account has ended. Log in with your new password.',
    description:
      'Choose a new password for your account. Every session of the account ends when it is changed.',
    formLabel: 'Choose a new password',
    submit: 'Set the new password',
  },
  emailChange: {
    title: 'Change of email address',
    incompleteLink: 'This link is incomplete. Open the link from your email again.',
    cancelledTitle: 'Change cancelled',
    cancelled:
      'The change to <strong>{{email}}</strong> is cancelled, and the account keeps its address. If you did not ask for it, change your password: someone knows it.',
    waitingTitle: 'Address confirmed',
    waiting:
      'Thank you. The change to <strong>{{email}}</strong> happens once the other address confirms it too, from the link we emailed there.',
    changedTitle: 'Email address changed',
    changed:
      "The account's email address is now <strong>{{email}}</strong>. Log in with it from now on; every other session of the account has ended.",
    description:
      'Someone asked to change the email address of an account, and this address received the link. Confirm the change if it was you; otherwise cancel it.',
    confirm: 'Confirm the change',
    cancel: 'Cancel the change',
  },
} as const;
