// The spec shows no password rule on the forms; the server still refuses weak passwords
// (DOMAIN.md): under 8 characters, or among the most common passwords in leaked lists.
import { dictionary } from '@zxcvbn-ts/language-common';

const minLength = 8;

// Passwords of public breach corpora, most common first (zxcvbn-ts's list of 49,233; about 18,000
// of them are long enough to be accepted otherwise): far more than the 3,000 ASVS V6.2.4 asks.
const breachedPasswords: readonly string[] = dictionary['passwords-common'] ?? [];

// A few more common in our users' part of the world, or with substitutions the list lacks.
const localCommonPasswords = [
  '12345678',
  '123456789',
  '1234567890',
  'password',
  'password1',
  'password123',
  'qwertyuiop',
  'qwerty123',
  'iloveyou',
  '11111111',
  '00000000',
  '87654321',
  '88888888',
  '12341234',
  '11223344',
  'abcd1234',
  'baseball',
  'football',
  'sunshine',
  'princess',
  'superman',
  'trustno1',
  'welcome1',
  'welcome123',
  'letmein1',
  'passw0rd',
  'p@ssw0rd',
  'p@ssword',
  'admin123',
  'administrator',
  'qwerty12',
  '1q2w3e4r',
  '1qaz2wsx',
  'zaq12wsx',
  'q1w2e3r4',
  'asdfghjkl',
  'asdf1234',
  'aa123456',
  'abc12345',
  'abcdefgh',
  'changeme',
  'computer',
  'internet',
  'michelle',
  'jennifer',
  'whatever',
  'starwars',
  'nigeria1',
  'nigeria123',
  'lagos123',
  'jesus123',
  'god12345',
  'blessing',
  'chelsea1',
  'arsenal1',
  'liverpool',
  'manchester',
  'password!',
  'qwertyui',
  '123qweasd',
  '123123123',
  '147258369',
  '987654321',
  'football1',
];

const commonPasswords = new Set(
  [...breachedPasswords, ...localCommonPasswords]
    .map((password) => password.toLowerCase())
    .filter((password) => password.length >= minLength),
);
if (breachedPasswords.length < 10_000) {
  // The package changed shape: refuse to start rather than silently accept common passwords.
  throw new Error('The common-password list (@zxcvbn-ts/language-common) could not be read');
}

/** The message to show on the password field, or null when the password is acceptable. */
export function passwordProblem(password: string): string | null {
  if (password.length < minLength) return `Password cannot be less than ${minLength} characters`;
  if (commonPasswords.has(password.toLowerCase())) {
    return 'This password is too common. Please choose another one';
  }
  return null;
}
