import { emailChangeHours } from '@gas/shared';

// What an email change sends, to the login's addresses themselves (not through
// mail/to-parties.ts: operators change their address too, and each message is for one address).

/** To the new address: the link that confirms it. */
export function confirmNewAddressMail(to: string, oldEmail: string, link: string) {
  return {
    to,
    subject: 'Confirm your new email address',
    text: `Hello,\n\nSomeone (we hope you) asked to change the email address of the account ${oldEmail} to this address. To confirm this address, open:\n\n${link}\n\nThe change happens only once the current address confirms it too. The link works once and expires in ${emailChangeHours} hours. If you did not ask for this, open the link and choose "Cancel the change", or ignore this email.\n`,
    link,
  };
}

/** To the current address: the link that confirms or cancels the change. */
export function confirmOldAddressMail(to: string, newEmail: string, link: string) {
  return {
    to,
    subject: 'Confirm the change of your email address',
    text: `Hello,\n\nSomeone (we hope you) asked to change the email address of your account from ${to} to ${newEmail}. Open this link to confirm or to cancel the change:\n\n${link}\n\nThe change happens only once both addresses have confirmed it. The link works once and expires in ${emailChangeHours} hours. If it was not you, cancel the change and change your password: someone knows it.\n`,
    link,
  };
}

/**
 * To a new address that already has an account: no link (the change can never complete), and
 * the requester's answer is the same as for a free address (issue 21, as sign-up after finding 6).
 */
export function addressInUseMail(to: string) {
  return {
    to,
    subject: 'Someone tried to move an account to your email address',
    text: `Hello,\n\nSomeone asked to change the email address of another account to this address, which already has an account with us. Nothing was changed, and your account is as it was.\n\nIf it was you, this address cannot be used for a second account. Otherwise you need not do anything.\n`,
  };
}

/** To both addresses once the change is done. */
export function addressChangedMail(to: string, change: { oldEmail: string; newEmail: string }) {
  return {
    to,
    subject: 'Your email address was changed',
    text: `Hello,\n\nThe email address of your account was changed from ${change.oldEmail} to ${change.newEmail}, as both addresses confirmed. Log in with ${change.newEmail} from now on; every other session of the account was logged out.\n\nIf you did not ask for this, contact the exchange's operators at once.\n`,
  };
}
