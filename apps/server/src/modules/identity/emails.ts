import { verificationLinkHours } from '@gas/shared';

// What the sign-up use cases email: the verification link, to the login's own address (the
// party is not confirmed yet, so these do not go through mail/to-parties.ts).

/** The email carrying a verification link, greeting the person by `name`. */
export function verificationMail(to: string, name: string, link: string) {
  return {
    to,
    subject: 'Confirm your email address',
    text: `Hello ${name},\n\nPlease confirm your email address to finish signing up:\n\n${link}\n\nThe link works once and expires in ${verificationLinkHours} hours.\n`,
    link,
  };
}
