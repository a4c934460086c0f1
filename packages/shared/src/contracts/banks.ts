// Nigerian banks and the NUBAN check (issue 18, points 1 and 2).
//
// The list holds the commercial and non-interest deposit money banks (DMBs) with their 3-digit CBN
// bank codes, the codes the NUBAN check digit is computed over (CBN "Revised Standards on Nigeria
// Uniform Bank Account Number (NUBAN) for Banks and Other Financial Institutions", 2018).
// Deliberately left out:
// - microfinance banks, mortgage banks and payment service banks: their NUBANs are checked over
//   a 6-digit institution code (the 2018 revision's 9-digit prefixed form); payouts go to DMBs only;
// - merchant banks (no retail current accounts to be paid into);
// - Heritage Bank: its licence was revoked by the CBN in June 2024;
// - Parallex Bank: its 3-digit DMB code could not be confirmed from a CBN source (aggregators give
//   differing codes), so it is not offered rather than checked against a guessed code.
// Globus Bank's code is 103 (payment aggregators write it "00103"; the NUBAN uses 103).

export type Bank = { code: string; name: string };

export const nigerianBanks = [
  { code: '044', name: 'Access Bank' },
  { code: '023', name: 'Citibank Nigeria' },
  { code: '050', name: 'Ecobank Nigeria' },
  { code: '070', name: 'Fidelity Bank' },
  { code: '011', name: 'First Bank of Nigeria' },
  { code: '214', name: 'First City Monument Bank (FCMB)' },
  { code: '103', name: 'Globus Bank' },
  { code: '058', name: 'Guaranty Trust Bank' },
  { code: '301', name: 'Jaiz Bank' },
  { code: '082', name: 'Keystone Bank' },
  { code: '303', name: 'Lotus Bank' },
  { code: '107', name: 'Optimus Bank' },
  { code: '076', name: 'Polaris Bank' },
  { code: '105', name: 'PremiumTrust Bank' },
  { code: '101', name: 'Providus Bank' },
  { code: '106', name: 'Signature Bank' },
  { code: '221', name: 'Stanbic IBTC Bank' },
  { code: '068', name: 'Standard Chartered Bank' },
  { code: '232', name: 'Sterling Bank' },
  { code: '100', name: 'SunTrust Bank' },
  { code: '302', name: 'TAJBank' },
  { code: '102', name: 'Titan Trust Bank' },
  { code: '032', name: 'Union Bank of Nigeria' },
  { code: '033', name: 'United Bank for Africa (UBA)' },
  { code: '215', name: 'Unity Bank' },
  { code: '035', name: 'Wema Bank' },
  { code: '057', name: 'Zenith Bank' },
] as const satisfies readonly Bank[];

export type BankCode = (typeof nigerianBanks)[number]['code'];
export const bankCodes = nigerianBanks.map((bank) => bank.code) as [BankCode, ...BankCode[]];

/** The bank's name for a code of the list, or the code itself for one no longer listed. */
export function bankName(code: string): string {
  return nigerianBanks.find((bank) => bank.code === code)?.name ?? code;
}

const nubanWeights = [3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3] as const;

/**
 * The NUBAN check digit of a 9-digit account serial at a bank with a 3-digit CBN code:
 * weights 3,7,3,3,7,3,3,7,3,3,7,3 over the 12 digits bank code + serial, then
 * (10 - sum mod 10) mod 10. E.g. First Bank (011), serial 000001457 -> 9 (the CBN's example).
 */
export function nubanCheckDigit(bankCode: string, serial: string): number {
  const digits = `${bankCode}${serial}`;
  if (!/^\d{12}$/.test(digits)) throw new Error('A 3-digit bank code and a 9-digit serial are needed');
  let sum = 0;
  for (let index = 0; index < 12; index += 1) sum += Number(digits[index]) * nubanWeights[index]!;
  return (10 - (sum % 10)) % 10;
}

/** Whether `accountNumber` is a 10-digit NUBAN whose last digit checks for the bank `bankCode`. */
export function isValidNuban(bankCode: string, accountNumber: string): boolean {
  if (!/^\d{3}$/.test(bankCode) || !/^\d{10}$/.test(accountNumber)) return false;
  return nubanCheckDigit(bankCode, accountNumber.slice(0, 9)) === Number(accountNumber[9]);
}
