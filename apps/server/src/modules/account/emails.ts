import { emailChangeHours } from '@gas/shared';
import type { ServerLanguage } from '../../lib/i18n/language.ts';

// What an email change sends, to the login's addresses themselves (not through
// mail/to-parties.ts: operators change their address too, and each message is for one address).
// In the login's saved language (issue 23; English when none).

/** To the new address: the link that confirms it. */
export function confirmNewAddressMail(
  to: string,
  oldEmail: string,
  link: string,
  language: ServerLanguage = 'en',
) {
  if (language === 'ha') {
    return {
      to,
      subject: 'Tabbatar da sabon adireshin imel ɗinka',
      text: `Sannu,\n\nWani (muna fatan kai ne) ya nemi a canza adireshin imel na asusun ${oldEmail} zuwa wannan adireshin. Don tabbatar da wannan adireshin, buɗe:\n\n${link}\n\nCanjin zai faru ne kawai idan adireshin na yanzu ma ya tabbatar da shi. Mahaɗin yana aiki sau ɗaya kuma zai ƙare nan da awa ${emailChangeHours}. Idan ba kai ka nema ba, buɗe mahaɗin ka zaɓi "Soke canjin", ko ka yi watsi da wannan imel.\n`,
      link,
    };
  }
  return {
    to,
    subject: 'Confirm your new email address',
    text: `Hello,\n\nSomeone (we hope you) asked to change the email address of the account ${oldEmail} to this address. To confirm this address, open:\n\n${link}\n\nThe change happens only once the current address confirms it too. The link works once and expires in ${emailChangeHours} hours. If you did not ask for this, open the link and choose "Cancel the change", or ignore this email.\n`,
    link,
  };
}

/** To the current address: the link that confirms or cancels the change. */
export function confirmOldAddressMail(
  to: string,
  newEmail: string,
  link: string,
  language: ServerLanguage = 'en',
) {
  if (language === 'ha') {
    return {
      to,
      subject: 'Tabbatar da canjin adireshin imel ɗinka',
      text: `Sannu,\n\nWani (muna fatan kai ne) ya nemi a canza adireshin imel na asusunka daga ${to} zuwa ${newEmail}. Buɗe wannan mahaɗin don tabbatarwa ko soke canjin:\n\n${link}\n\nCanjin zai faru ne kawai idan adireshin biyu sun tabbatar da shi. Mahaɗin yana aiki sau ɗaya kuma zai ƙare nan da awa ${emailChangeHours}. Idan ba kai ba ne, soke canjin ka canza kalmar sirrinka: wani ya san ta.\n`,
      link,
    };
  }
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
export function addressInUseMail(to: string, language: ServerLanguage = 'en') {
  if (language === 'ha') {
    return {
      to,
      subject: 'Wani ya yi ƙoƙarin mayar da wani asusu zuwa adireshin imel ɗinka',
      text: `Sannu,\n\nWani ya nemi a canza adireshin imel na wani asusu zuwa wannan adireshin, wanda tuni yake da asusu a wurinmu. Ba a canza komai ba, kuma asusunka yana nan yadda yake.\n\nIdan kai ne, ba za a iya amfani da wannan adireshin don asusu na biyu ba. In ba haka ba, ba sai ka yi komai ba.\n`,
    };
  }
  return {
    to,
    subject: 'Someone tried to move an account to your email address',
    text: `Hello,\n\nSomeone asked to change the email address of another account to this address, which already has an account with us. Nothing was changed, and your account is as it was.\n\nIf it was you, this address cannot be used for a second account. Otherwise you need not do anything.\n`,
  };
}

/** To both addresses once the change is done. */
export function addressChangedMail(
  to: string,
  change: { oldEmail: string; newEmail: string },
  language: ServerLanguage = 'en',
) {
  if (language === 'ha') {
    return {
      to,
      subject: 'An canza adireshin imel ɗinka',
      text: `Sannu,\n\nAn canza adireshin imel na asusunka daga ${change.oldEmail} zuwa ${change.newEmail}, kamar yadda adireshin biyu suka tabbatar. Daga yanzu ka shiga da ${change.newEmail}; an fitar da duk sauran zaman asusun.\n\nIdan ba kai ka nema ba, tuntuɓi masu gudanarwa nan take.\n`,
    };
  }
  return {
    to,
    subject: 'Your email address was changed',
    text: `Hello,\n\nThe email address of your account was changed from ${change.oldEmail} to ${change.newEmail}, as both addresses confirmed. Log in with ${change.newEmail} from now on; every other session of the account was logged out.\n\nIf you did not ask for this, contact the exchange's operators at once.\n`,
  };
}
