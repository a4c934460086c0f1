// Every English message the API can answer with has Hausa (issue 23). The source is read for the
// messages (error-catalogue-scan.ts): a new message without Hausa in
// apps/server/src/lib/i18n/errors-ha.ts fails here, naming the file and line to translate.
import * as shared from '@gas/shared';
import {
  fulfilmentActions,
  fulfilmentActors,
  fulfilmentMethods,
  fulfilmentStatuses,
  messages,
  nextFulfilmentStatus,
  twoFactorMessages,
} from '@gas/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import webEnglish from '../../web/src/i18n/locales/en/validation.ts';
import webHausa from '../../web/src/i18n/locales/ha/validation.ts';
import { fieldsHa, fixedHa, patternsHa, wordsHa } from '../src/lib/i18n/errors-ha.ts';
import { hasHausa, translateErrors, translateMessage } from '../src/lib/i18n/errors-translate.ts';
import { LoginLocked } from '../src/modules/auth/log-in.ts';
import { PasswordAgainLocked } from '../src/modules/auth/password-again.ts';
import { wrongCodeRefusal } from '../src/modules/logistics/delivery-code-check.ts';
import { findMessages } from './error-catalogue-scan.ts';

const { sites, found } = findMessages();
const normalised = (text: string) => text.replace(/\{\{\w*\}\}/g, '{{}}');
const patternShapes = new Set(patternsHa.map(({ en }) => normalised(en)));

// Templates built from other messages: what they read at run time (each must have Hausa).
const composed: Record<string, string[]> = {
  '{{}} {{}}': [wrongCodeRefusal({ attempts: 5, locked: true }).message],
  '{{}} {{}} {{}} left before the delivery locks.': [
    wrongCodeRefusal({ attempts: 4, locked: false }).message,
    wrongCodeRefusal({ attempts: 1, locked: false }).message,
  ],
  'Too many wrong codes for this account. Please try again in {{}} minute{{}}.': [
    twoFactorMessages.lockedOut(1),
    twoFactorMessages.lockedOut(15),
  ],
};

function covered(message: (typeof found)[number]): boolean {
  if (message.template) {
    const examples = composed[message.text];
    if (examples) return examples.every(hasHausa);
    // Its shape is a pattern's, or it reads as one with its values filled ("Quantity cannot be
    // more than ${max}").
    return patternShapes.has(message.text) || hasHausa(message.text.replaceAll('{{}}', '1'));
  }
  if (hasHausa(message.text)) return true;
  // A field name given to a message function (messages.required(label)).
  if (Object.hasOwn(fieldsHa, message.text)) return true;
  return message.whatOrMessage === true && Object.hasOwn(wordsHa, message.text);
}

describe('the Hausa catalogue of error messages', () => {
  it('finds the messages of the source: the throw sites and the schemas', () => {
    // So the scanner cannot silently find nothing: about 250 throw sites in apps/server/src.
    expect(sites).toBeGreaterThanOrEqual(250);
    expect(new Set(found.map(({ text }) => text)).size).toBeGreaterThanOrEqual(250);
    expect(found.map(({ text }) => text)).toEqual(
      expect.arrayContaining([
        'Insufficient funds in the wallet',
        'The sale was not found',
        'This sale is already {{}}',
        'Please log in to continue',
        'Quantity is required',
        'Too many requests. Please wait a moment and try again.',
        'The request body is not valid JSON',
        'No API route matches {{}} {{}}',
        'Something went wrong on our side. Please try again later (reference {{}}).',
      ]),
    );
  });

  it('has Hausa for every message found', () => {
    const missing = found
      .filter((message) => !covered(message))
      .map(({ text, where }) => `${where}  ${text}`);
    expect(missing).toEqual([]);
  });

  it('says the lockouts in Hausa, for one minute and for several', () => {
    const locks = [
      new LoginLocked(60, 'account'),
      new LoginLocked(900, 'account'),
      new LoginLocked(60, 'address'),
      new LoginLocked(240, 'address'),
      new PasswordAgainLocked(60),
      new PasswordAgainLocked(480),
    ].map((lock) => lock.message);
    expect(locks.filter((message) => !hasHausa(message))).toEqual([]);
  });

  it('says every refusal of the fulfilment table in Hausa', () => {
    const refusals = new Set<string>();
    for (const method of fulfilmentMethods)
      for (const status of fulfilmentStatuses)
        for (const action of fulfilmentActions)
          for (const actor of fulfilmentActors) {
            const step = nextFulfilmentStatus(method, status, action, actor);
            if (!step.allowed) refusals.add(step.message);
          }
    expect(refusals.size).toBeGreaterThan(20);
    expect([...refusals].filter((message) => !hasHausa(message))).toEqual([]);
  });

  it('knows every field name of the shared schemas', () => {
    // The schemas build "<Field> is required" from these: each must have its Hausa name.
    const labels = Object.entries(shared)
      .filter(([name]) => /FieldLabels$|^(bankAccountLabels|emailChangeLabels|unitFactorLabels)$/.test(name))
      .flatMap(([, value]) => Object.values(value as object))
      .filter((value): value is string => typeof value === 'string');
    expect(labels.length).toBeGreaterThan(40);
    expect(labels.filter((label) => !Object.hasOwn(fieldsHa, label))).toEqual([]);
  });

  it('says the validation messages as the web app says them (apps/web … ha/validation.ts)', () => {
    // The server's copy of the web's Hausa must not drift: a form shows the same words whether
    // the web or the server found the problem.
    const pairs = <T extends Record<string, string>>(en: T, ha: Record<keyof T, string>) =>
      Object.keys(en).map((key) => [en[key]!, ha[key as keyof T]] as const);
    for (const [english, hausa] of pairs(webEnglish.fields, webHausa.fields)) {
      expect(fieldsHa[english], english).toBe(hausa);
    }
    for (const [english, hausa] of pairs(webEnglish.fixed, webHausa.fixed)) {
      expect(fixedHa[english], english).toBe(hausa);
    }
    for (const [english, hausa] of pairs(webEnglish.patterns, webHausa.patterns)) {
      expect(patternsHa.find(({ en }) => en === english)?.ha, english).toBe(hausa);
    }
  });

  it('says zod’s own messages in Hausa, for a schema without a message of its own', () => {
    const issues = [
      z.string().safeParse(1),
      z.object({ a: z.number() }).safeParse({}),
      z.enum(['en', 'ha']).safeParse('fr'),
      z.string().max(3).safeParse('long'),
      z.number().min(2).safeParse(1),
      z.uuid().safeParse('x'),
      z.email().safeParse('x'),
      z.strictObject({}).safeParse({ extra: 1 }),
      z.string().regex(/^a$/).safeParse('b'),
    ].flatMap((result) => result.error?.issues.map(({ message }) => message) ?? []);
    expect(issues).toHaveLength(9);
    expect(issues.filter((message) => !hasHausa(message))).toEqual([]);
  });

  it('keeps the placeholders of each pattern in its Hausa, and no entry empty', () => {
    for (const { en, ha } of patternsHa) {
      const names = (text: string) => [...new Set(text.match(/\{\{\w+\}\}/g) ?? [])].sort();
      expect(names(ha), en).toEqual(names(en));
    }
    for (const [english, hausa] of Object.entries({ ...fixedHa, ...fieldsHa, ...wordsHa })) {
      expect(hausa.trim(), english).not.toBe('');
    }
  });

  it('says messages with values in Hausa, the values kept', () => {
    expect(translateMessage('The sale was not found', 'ha')).toBe('Ba a sami cinikin ba');
    expect(translateMessage(messages.required('Quantity'), 'ha')).toBe('Dole a cika Yawa');
    expect(translateMessage(messages.pattern('Email Address'), 'ha')).toBe(
      'Da fatan a shigar da Adireshin Imel mai inganci',
    );
    expect(translateMessage(messages.max('Quantity', 1_000_000), 'ha')).toBe(
      'Yawa ba zai iya wuce 1000000 ba',
    );
    expect(translateMessage(messages.minLength('Password', 12), 'ha')).toBe(
      'Kalmar sirri ba zai iya gaza haruffa 12 ba',
    );
    expect(translateMessage('This sale is already Approved', 'ha')).toBe(
      'Matsayin wannan ciniki ya riga ya zama: An amince',
    );
    expect(translateMessage('Not enough stock: only 1,200 litres are available', 'ha')).toBe(
      'Babu isasshiyar haja: lita 1,200 kaɗai ke akwai',
    );
    expect(translateMessage('You already hold CNG at Ajaokuta', 'ha')).toBe('Tuni kana da CNG a Ajaokuta');
    expect(
      translateMessage(
        'This registration cannot be approved yet: its business profile lacks CAC RC number, TIN, NMDPRA licence.',
        'ha',
      ),
    ).toBe(
      'Ba za a iya amincewa da wannan rajista ba tukuna: bayanan kasuwancinta ba su da Lambar RC ta CAC, TIN, lasisin NMDPRA.',
    );
    expect(
      translateMessage('Something went wrong on our side. Please try again later (reference r-42).', 'ha'),
    ).toBe('An samu matsala a ɓangarenmu. Da fatan a sake gwadawa daga baya (lamba r-42).');
    expect(translateMessage('The form could not be read. Please send the deposit again.', 'ha')).toBe(
      'Ba a iya karanta fom ɗin ba. Da fatan a sake aiko da ajiyar kuɗi.',
    );
    expect(translateMessage('Send the document as multipart/form-data', 'ha')).toBe(
      'Aiko da takarda a matsayin multipart/form-data',
    );
    // Months, dates and times the Hausa way, as the web's formatters say them.
    expect(
      translateMessage(
        'The Dec 2026 contract is closed: the open delivery months are Spot, Jan 2027, Feb 2027',
        'ha',
      ),
    ).toBe('Kwangilar Dis 2026 ta rufe: watannin isarwa da ke buɗe su ne Nan take, Jan 2027, Fab 2027');
    expect(
      translateMessage(
        'The time to dispute this delivery ended at Nov 27, 3:05 PM (Lagos time): it is accepted',
        'ha',
      ),
    ).toBe('Lokacin yin ƙorafi kan wannan isarwa ya ƙare a Nuw 27, 3:05 YM (lokacin Legas): an karɓe ta');
    expect(translateMessage(twoFactorMessages.lockedOut(1), 'ha')).toBe(
      'Lambobin da ba daidai ba sun yi yawa a wannan asusu. Da fatan a sake gwadawa bayan minti 1.',
    );
  });

  it('leaves English exactly as it is, and a message it does not know in English', () => {
    expect(translateMessage('The sale was not found', 'en')).toBe('The sale was not found');
    expect(translateMessage('A message nobody translated', 'ha')).toBe('A message nobody translated');
    // A field the catalogue does not know: the whole message stays English, not half translated.
    expect(translateMessage('Frobnicator is required', 'ha')).toBe('Frobnicator is required');
    expect(translateMessage('The gizmo was not found', 'ha')).toBe('The gizmo was not found');
    expect(translateMessage('constructor', 'ha')).toBe('constructor');
    const errors = [{ htmlId: 'amount', message: 'Insufficient funds in the wallet' }];
    expect(translateErrors(errors, 'en')).toBe(errors);
    expect(translateErrors(errors, 'ha')).toEqual([
      { htmlId: 'amount', message: 'Babu isasshen kuɗi a jakar kuɗi' },
    ]);
  });
});
