import { formatDate } from '@gas/shared';
import type { ServerLanguage } from '../../lib/i18n/language.ts';

// What the sign-in and session use cases email, to the login's own address, in its saved
// language (issue 23; English when none).

/** The time of a sign-in as the email states it: "25 Nov 2026, 14:05 UTC" ("Nuw 25, 2026, 14:05 UTC"). */
export function mailTime(at: Date, language: ServerLanguage = 'en'): string {
  const date =
    language === 'ha'
      ? formatDate(at, 'UTC', 'ha-NG')
      : at.toLocaleDateString('en-GB', {
          day: 'numeric',
          month: 'short',
          year: 'numeric',
          timeZone: 'UTC',
        });
  const time = at.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
  return `${date}, ${time} UTC`;
}

/** A successful sign-in from a browser this account had not signed in from (issue 21). */
export function newDeviceMail(
  to: string,
  sighting: { device: string; address: string; at: Date; forgotPasswordLink: string },
  language: ServerLanguage = 'en',
) {
  if (language === 'ha') {
    return {
      to,
      subject: 'Sabuwar shiga a asusunka',
      text: `Sannu,\n\nAn shiga asusunka yanzu daga na'urar da ba a taɓa amfani da ita a kansa ba:\n\nNa'ura: ${sighting.device}\nAdireshi: ${sighting.address}\nLokaci: ${mailTime(sighting.at, language)}\n\nIdan kai ne, ba sai ka yi komai ba.\n\nIdan ba kai ba ne, sake saita kalmar sirrinka nan take a nan (zai fitar da kai daga ko'ina):\n\n${sighting.forgotPasswordLink}\n\nSannan ka duba "Zamanka" (a shafin bayanan martabarka; masu gudanarwa: Saituna > Asusunka) ka fitar da duk zaman da ba ka sani ba.\n`,
    };
  }
  return {
    to,
    subject: 'New sign-in to your account',
    text: `Hello,\n\nYour account was just signed in to from a device it had not been used on before:\n\nDevice: ${sighting.device}\nAddress: ${sighting.address}\nTime: ${mailTime(sighting.at)}\n\nIf this was you, you need not do anything.\n\nIf it was not you, reset your password at once here (it logs you out everywhere):\n\n${sighting.forgotPasswordLink}\n\nThen check "Your sessions" (on your profile page; operators: Settings > Your account) and sign out any session you do not know.\n`,
  };
}
