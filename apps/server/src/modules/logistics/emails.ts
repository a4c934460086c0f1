import type { ServerLanguage } from '../../lib/i18n/language.ts';

// What the logistics use cases email: a new driver's link to choose a password (to the driver's
// own address; a driver belongs to no party, so not through mail/to-parties.ts). In English or
// Hausa (issue 23); a new driver has no saved language yet, so English unless told otherwise.

/** How long a new driver's set-password link works (it is a password-reset link, used once). */
export const driverLinkHours = 72;

export function driverWelcomeMail(to: string, name: string, link: string, language: ServerLanguage = 'en') {
  if (language === 'ha') {
    return {
      to,
      subject: 'Shigarka ta direba',
      text: `Sannu ${name},\n\nMasu gudanarwa sun buɗe maka shiga ta direba. Zaɓi kalmar sirrinka a nan:\n\n${link}\n\nMahaɗin yana aiki sau ɗaya kuma zai ƙare nan da awa ${driverLinkHours}. Sannan ka shiga da wannan adireshin imel: isarwarka suna jere a can, kuma kana rubuta kowace isarwa da lambar mai saye.\n`,
      link,
    };
  }
  return {
    to,
    subject: 'Your driver login',
    text: `Hello ${name},\n\nThe platform operators made you a driver login. Choose your password here:\n\n${link}\n\nThe link works once and expires in ${driverLinkHours} hours. Then log in with this email address: your deliveries are listed there, and you record each delivery with the buyer's code.\n`,
    link,
  };
}
