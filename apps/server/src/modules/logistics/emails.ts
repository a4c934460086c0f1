// What the logistics use cases email: a new driver's link to choose a password (to the driver's
// own address; a driver belongs to no party, so not through mail/to-parties.ts).

/** How long a new driver's set-password link works (it is a password-reset link, used once). */
export const driverLinkHours = 72;

export function driverWelcomeMail(to: string, name: string, link: string) {
  return {
    to,
    subject: 'Your driver login',
    text: `Hello ${name},\n\nThe platform operators made you a driver login. Choose your password here:\n\n${link}\n\nThe link works once and expires in ${driverLinkHours} hours. Then log in with this email address: your deliveries are listed there, and you record each delivery with the buyer's code.\n`,
    link,
  };
}
