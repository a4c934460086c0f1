import { passwordResetMinutes, verificationLinkHours } from '@gas/shared';
import type { ServerLanguage } from '../../lib/i18n/language.ts';

// What the sign-up use cases email: the verification link, and the notice to an address that is
// already registered, to the login's own address (not through mail/to-parties.ts: the party may
// not be confirmed yet, and the notice is for the address's owner only). In English or Hausa
// (issue 23): the login's saved language, else the language the request came in.

/** The email carrying a verification link, greeting the person by `name`. */
export function verificationMail(to: string, name: string, link: string, language: ServerLanguage = 'en') {
  if (language === 'ha') {
    return {
      to,
      subject: 'Tabbatar da adireshin imel ɗinka',
      text: `Sannu ${name},\n\nDon Allah ka tabbatar da adireshin imel ɗinka don kammala rajista:\n\n${link}\n\nMahaɗin yana aiki sau ɗaya kuma zai ƙare nan da awa ${verificationLinkHours}.\n`,
      link,
    };
  }
  return {
    to,
    subject: 'Confirm your email address',
    text: `Hello ${name},\n\nPlease confirm your email address to finish signing up:\n\n${link}\n\nThe link works once and expires in ${verificationLinkHours} hours.\n`,
    link,
  };
}

/**
 * Sign-up with an address that already has a login (issue 21, finding 6): the form's answer is
 * the same as for a new address, and the owner learns of it here instead.
 */
export function addressTakenMail(to: string, loginLink: string, language: ServerLanguage = 'en') {
  if (language === 'ha') {
    return {
      to,
      subject: 'Wani ya yi ƙoƙarin yin rajista da adireshin imel ɗinka',
      text: `Sannu,\n\nWani ya yi ƙoƙarin yin rajista da wannan adireshin imel, wanda tuni yake da asusu a wurinmu. Ba a buɗe sabon asusu ba.\n\nIdan kai ne, shiga a nan:\n\n${loginLink}\n\nIdan ba a tabbatar da adireshinka ba tukuna, shafin shiga zai aiko maka da sabon mahaɗin tabbatarwa. Idan ba kai ba ne, ba sai ka yi komai ba.\n`,
    };
  }
  return {
    to,
    subject: 'Someone tried to sign up with your email address',
    text: `Hello,\n\nSomeone tried to sign up with this email address, which already has an account with us. No new account was made.\n\nIf it was you, log in here:\n\n${loginLink}\n\nIf your address is not confirmed yet, the log-in page sends you a new confirmation link. If it was not you, you need not do anything.\n`,
  };
}

/**
 * The password-reset link (issue 21, account protections), to the login's own address only: the
 * request that asked for it answers the same whether or not the address has an account.
 */
export function passwordResetMail(to: string, link: string, language: ServerLanguage = 'en') {
  if (language === 'ha') {
    return {
      to,
      subject: 'Sake saita kalmar sirrinka',
      text: `Sannu,\n\nWani (muna fatan kai ne) ya nemi a sake saita kalmar sirrin asusunka. Zaɓi sabuwar kalmar sirri a nan:\n\n${link}\n\nMahaɗin yana aiki sau ɗaya kuma zai ƙare nan da minti ${passwordResetMinutes}. Sake saita kalmar sirri zai fitar da kai daga ko'ina.\n\nIdan ba kai ka nema ba, ba sai ka yi komai ba: kalmar sirrinka za ta kasance yadda take.\n`,
      link,
    };
  }
  return {
    to,
    subject: 'Reset your password',
    text: `Hello,\n\nSomeone (we hope you) asked to reset the password of your account. Choose a new password here:\n\n${link}\n\nThe link works once and expires in ${passwordResetMinutes} minutes. Resetting the password logs you out everywhere.\n\nIf you did not ask for this, you need not do anything: your password stays as it is.\n`,
    link,
  };
}
