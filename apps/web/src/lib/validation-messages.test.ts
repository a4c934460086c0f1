import { messages } from '@gas/shared';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/index.ts';
import { translateValidationMessage } from './validation-messages.ts';

// The shared schemas' English messages, said again in Hausa at display time (issue 23).

const english = i18n.getFixedT('en', 'validation');
const hausa = i18n.getFixedT('ha', 'validation');

const samples = [
  messages.required('Amount'),
  messages.pattern('Email Address'),
  messages.min('Quantity', 1),
  messages.max('Amount', 100000000000),
  messages.minLength('Password', 8),
  messages.maxLength('Company Name', 100),
  messages.confirmMismatch,
  'The start date must be on or before the end date',
  'Quantity must be a whole number of litres',
  'Something the catalogue does not know',
];

describe('translateValidationMessage', () => {
  it('returns every message unchanged in English', () => {
    for (const message of samples) expect(translateValidationMessage(message, english)).toBe(message);
  });

  it('says the spec patterns in Hausa, with the field named in Hausa', () => {
    expect(translateValidationMessage(messages.required('Amount'), hausa)).toBe('Dole a cika Adadin kuɗi');
    expect(translateValidationMessage(messages.pattern('Email Address'), hausa)).toBe(
      'Da fatan a shigar da Adireshin Imel mai inganci',
    );
    expect(translateValidationMessage(messages.min('Quantity', 1), hausa)).toBe('Yawa ba zai iya gaza 1 ba');
    expect(translateValidationMessage(messages.max('Amount', 0.01), hausa)).toBe(
      'Adadin kuɗi ba zai iya wuce 0.01 ba',
    );
    // "... less than 8 characters" is the length rule, not the number rule.
    expect(translateValidationMessage(messages.minLength('Password', 8), hausa)).toBe(
      'Kalmar sirri ba zai iya gaza haruffa 8 ba',
    );
    expect(translateValidationMessage(messages.maxLength('Company Name', 100), hausa)).toBe(
      'Sunan Kamfani ba zai iya wuce haruffa 100 ba',
    );
  });

  it('says the fixed messages in Hausa', () => {
    expect(translateValidationMessage(messages.confirmMismatch, hausa)).toBe(
      'Kalmar sirri da Tabbatar da Kalmar Sirri ba su yi daidai ba',
    );
    expect(translateValidationMessage('Quantity must be a whole number of litres', hausa)).toBe(
      'Yawa dole ya zama cikakkun lita',
    );
    expect(translateValidationMessage('The start date must be on or before the end date', hausa)).toBe(
      'Ranar farawa dole ta kasance a ko kafin ranar ƙarshe',
    );
  });

  it('leaves a message it does not know as it is: unknown sentences and unknown fields', () => {
    expect(translateValidationMessage('Something the catalogue does not know', hausa)).toBe(
      'Something the catalogue does not know',
    );
    expect(translateValidationMessage('Widget colour is required', hausa)).toBe('Widget colour is required');
    // A server message already in Hausa passes through.
    expect(translateValidationMessage('Dole a cika Adadin kuɗi', hausa)).toBe('Dole a cika Adadin kuɗi');
  });

  it('follows the app language when given a t without a fixed language', async () => {
    const t = i18n.t.bind(i18n) as unknown as typeof hausa;
    expect(translateValidationMessage(messages.required('Reason'), t)).toBe('Reason is required');
    await i18n.changeLanguage('ha');
    expect(translateValidationMessage(messages.required('Reason'), t)).toBe('Dole a cika Dalili');
  });
});
