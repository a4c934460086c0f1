import { describe, expect, it } from 'vitest';
import { accountNumberMessages, payoutAccountRequestSchema } from './banking.ts';
import { bankCodes, bankName, isValidNuban, nigerianBanks, nubanCheckDigit } from './banks.ts';

describe('the NUBAN check digit (CBN NUBAN standard)', () => {
  it('gives the CBN example: First Bank (011), serial 000001457 -> check digit 9, NUBAN 0000014579', () => {
    expect(nubanCheckDigit('011', '000001457')).toBe(9);
    expect(isValidNuban('011', '0000014579')).toBe(true);
  });

  it('refuses the example with any other last digit', () => {
    for (const digit of [0, 1, 2, 3, 4, 5, 6, 7, 8]) {
      expect(isValidNuban('011', `000001457${digit}`)).toBe(false);
    }
  });

  it('depends on the bank: the same serial checks to 0 at Guaranty Trust (058), so 0000014579 is not a GTBank NUBAN', () => {
    expect(nubanCheckDigit('058', '000001457')).toBe(0);
    expect(isValidNuban('058', '0000014570')).toBe(true);
    expect(isValidNuban('058', '0000014579')).toBe(false);
  });

  it('catches a swap of two neighbouring digits and a single wrong digit', () => {
    expect(isValidNuban('044', '0690304204')).toBe(true);
    expect(isValidNuban('044', '0960304204')).toBe(false);
    expect(isValidNuban('044', '0690304214')).toBe(false);
  });

  it('refuses anything but 10 digits, and bank codes that are not 3 digits', () => {
    expect(isValidNuban('011', '000001457')).toBe(false);
    expect(isValidNuban('011', '00000145790')).toBe(false);
    expect(isValidNuban('011', '00000I4579')).toBe(false);
    expect(isValidNuban('00103', '0000014579')).toBe(false);
  });
});

describe('the bank list', () => {
  it('has unique 3-digit codes and names', () => {
    expect(new Set(bankCodes).size).toBe(nigerianBanks.length);
    expect(bankCodes.every((code) => /^\d{3}$/.test(code))).toBe(true);
    expect(bankName('058')).toBe('Guaranty Trust Bank');
    expect(bankName('999')).toBe('999');
  });
});

describe('the payout account request', () => {
  const valid = {
    currency: 'NGN',
    bankCode: '011',
    accountNumber: '000 001 4579',
    accountName: ' Adamu Foods Ltd ',
    password: 'secret',
  };

  it('takes a valid NUBAN (spaces dropped, name trimmed)', () => {
    expect(payoutAccountRequestSchema.parse(valid)).toEqual({
      ...valid,
      accountNumber: '0000014579',
      accountName: 'Adamu Foods Ltd',
    });
  });

  it('says on the account number field when the check digit does not match, or it is not 10 digits', () => {
    const wrong = payoutAccountRequestSchema.safeParse({ ...valid, accountNumber: '0000014578' });
    expect(wrong.error?.issues).toEqual([
      expect.objectContaining({ path: ['accountNumber'], message: accountNumberMessages.checkDigit }),
    ]);
    const short = payoutAccountRequestSchema.safeParse({ ...valid, accountNumber: '12345' });
    expect(short.error?.issues[0]).toMatchObject({
      path: ['accountNumber'],
      message: accountNumberMessages.format,
    });
  });

  it('needs the password and a bank of the list', () => {
    const result = payoutAccountRequestSchema.safeParse({ ...valid, password: '', bankCode: '999' });
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['bankCode', 'Bank is required'],
      ['password', 'Password is required'],
    ]);
  });
});
