// What the sign-in and session use cases email, to the login's own address.

/** The time of a sign-in as the email states it: "25 Nov 2026, 14:05 UTC". */
export function mailTime(at: Date): string {
  const date = at.toLocaleDateString('en-GB', {
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
) {
  return {
    to,
    subject: 'New sign-in to your account',
    text: `Hello,\n\nYour account was just signed in to from a device it had not been used on before:\n\nDevice: ${sighting.device}\nAddress: ${sighting.address}\nTime: ${mailTime(sighting.at)}\n\nIf this was you, you need not do anything.\n\nIf it was not you, reset your password at once here (it logs you out everywhere):\n\n${sighting.forgotPasswordLink}\n\nThen check "Your sessions" (on your profile page; operators: Settings > Your account) and sign out any session you do not know.\n`,
  };
}
