// Every email the server builds has its Hausa (issue 23): for each builder and each of its
// branches, the Hausa subject and text are there, differ from the English, and read as Hausa
// (none of the English sentences' small words left in them). The English is pinned by the
// feature tests (sign-up, trading, fulfilment, payouts...), unchanged.
import { describe, expect, it } from 'vitest';
import type { ServerLanguage } from '../src/lib/i18n/language.ts';
import {
  addressChangedMail,
  addressInUseMail,
  confirmNewAddressMail,
  confirmOldAddressMail,
} from '../src/modules/account/emails.ts';
import { newDeviceMail } from '../src/modules/auth/emails.ts';
import { payoutAccountChangedMail } from '../src/modules/banking/emails.ts';
import { bidClosedMail, bidFilledMails, bidPostedMail } from '../src/modules/bids/emails.ts';
import type { BidRow } from '../src/modules/bids/queries.ts';
import {
  dispatchReminderMails,
  fulfilmentStartedMails,
  fulfilmentStepMails,
  settlementMails,
} from '../src/modules/fulfilment/emails.ts';
import { addressTakenMail, passwordResetMail, verificationMail } from '../src/modules/identity/emails.ts';
import { driverWelcomeMail } from '../src/modules/logistics/emails.ts';
import type { MailWords } from '../src/modules/mail/words.ts';
import { depositAwaitingMail, signUpAwaitingMail } from '../src/modules/notifications/emails.ts';
import {
  onboardingDecidedMail,
  partyReinstatedMail,
  partySuspendedMail,
} from '../src/modules/parties/emails.ts';
import { payoutAwaitingWords, payoutStepMail } from '../src/modules/payouts/emails.ts';
import type { PayoutRow } from '../src/modules/payouts/queries.ts';
import { purchasePlacedMails, saleDecidedMails } from '../src/modules/trading/emails.ts';
import type { SaleRow } from '../src/modules/trading/queries.ts';
import { licenceExpiryMail } from '../src/modules/verification/emails.ts';
import { depositDecidedMail } from '../src/modules/wallet/emails.ts';
import type { PaymentRow } from '../src/modules/wallet/queries.ts';

type Both = { name: string; en: MailWords; ha: MailWords };
/** A mail carrying its Hausa in `ha` (party and operator mails). */
const carried = (name: string, mail: MailWords & { ha: MailWords }): Both => ({
  name,
  en: { subject: mail.subject, text: mail.text },
  ha: mail.ha,
});
/** A mail built for one language at a time (mails to an address). */
const built = (name: string, build: (language: ServerLanguage) => MailWords): Both => ({
  name,
  en: build('en'),
  ha: build('ha'),
});

const at = new Date('2026-11-27T14:05:00Z');
const sale = {
  reference: 'SL-261127-ABCDE',
  customerId: 'buyer',
  supplierId: 'supplier',
  quantity: 12_500,
  currency: 'NGN',
} as const;
const saleRow = { ...sale, amount: 437_500_00, unitPrice: 35_00 } as unknown as SaleRow;
const step = {
  method: 'delivery' as 'collection' | 'delivery',
  quantityLoaded: 12_500,
  quantityDelivered: 12_400,
  disputeWindowEndUtc: at,
  disputeReason: 'Gajeriyar isarwa',
};
const bid = (over: Partial<BidRow> = {}) =>
  ({
    reference: 'BD-261127-ABCDE',
    customerId: 'buyer',
    quantity: 10_000,
    remaining: 4_000,
    contract: null,
    unitPrice: 35_00,
    currency: 'NGN',
    held: 140_000_00,
    validUntilUtc: at,
    status: 'Open',
    ...over,
  }) as unknown as BidRow;
const payout = (status: PayoutRow['status'], side: PayoutRow['side']) =>
  ({
    partyId: 'party',
    side,
    reference: 'PO-261127-ABCDE',
    amount: 20_000_00,
    currency: 'NGN',
    accountNumber: '0123456789',
    status,
    bankReference: 'FBN-TRF-0001',
    reason: 'Sunan asusu bai dace ba',
  }) as unknown as PayoutRow;
const account = (accountNumber: string) => ({
  id: 'a',
  currency: 'NGN' as const,
  bankCode: '011',
  bankName: 'First Bank',
  accountNumber,
  accountName: 'Zuma',
  usableFromUtc: at.toISOString(),
  createdUtc: at.toISOString(),
});
const deposit = {
  reference: 'DP-261127-ABCDE',
  customerId: 'buyer',
  amount: 250_000_00,
  currency: 'NGN',
} as unknown as PaymentRow;

function everyMail(): Both[] {
  const mails: Both[] = [];
  const placed = { en: purchasePlacedMails(saleRow, 'en'), ha: purchasePlacedMails(saleRow, 'ha') };
  mails.push({ name: 'purchase placed, supplier', en: placed.en.supplier, ha: placed.ha.supplier });
  mails.push({ name: 'purchase placed, buyer', en: placed.en.buyer, ha: placed.ha.buyer });
  for (const resolution of ['Rejected', 'Cancelled', 'Expired', 'Suspended'] as const) {
    for (const mail of saleDecidedMails(saleRow, resolution, 437_500_00)) {
      mails.push(carried(`sale ${resolution} to ${mail.partyId}`, mail));
    }
  }
  for (const method of ['collection', 'delivery'] as const) {
    for (const mail of fulfilmentStartedMails(sale, method, '482913', at)) {
      mails.push(carried(`fulfilment started (${method}) to ${mail.partyId}`, mail));
    }
    for (const action of ['schedule', 'load', 'depart', 'deliver', 'dispute', 'reissue-code'] as const) {
      for (const mail of fulfilmentStepMails(sale, { ...step, method }, action)) {
        mails.push(carried(`${action} (${method}) to ${mail.partyId}`, mail));
      }
    }
  }
  for (const how of [
    'accepted',
    'auto-accepted',
    'resolved',
    'refunded',
    'undelivered',
    'cancelled',
  ] as const) {
    for (const paid of [0, 400_000_00]) {
      const status =
        how === 'cancelled' || how === 'refunded' || how === 'undelivered' ? 'Cancelled' : 'Settled';
      for (const mail of settlementMails(sale, {
        status,
        how,
        accepted: 12_400,
        supplierPaid: paid,
        refunded: 3_500_00,
        lostInTransit: 100,
        note: 'An warware',
      })) {
        mails.push(carried(`settlement ${how} (paid ${paid}) to ${mail.partyId}`, mail));
      }
    }
  }
  for (const mail of dispatchReminderMails(sale, at)) mails.push(carried('dispatch reminder', mail));
  mails.push(carried('deposit approved', depositDecidedMail(deposit, 'Approved')));
  mails.push(carried('deposit rejected', depositDecidedMail(deposit, 'Rejected')));
  mails.push(carried('onboarding approved', onboardingDecidedMail('p', 'Active')));
  mails.push(carried('onboarding rejected', onboardingDecidedMail('p', 'Rejected')));
  mails.push(carried('suspended', partySuspendedMail('p', 'Takardun bogi')));
  mails.push(carried('reinstated', partyReinstatedMail('p', 'An gyara takardu')));
  for (const change of [
    { kind: 'added', account: account('0123456789') },
    { kind: 'replaced', account: account('0123456789'), previous: account('9876543210') },
    { kind: 'removed', previous: account('9876543210') },
  ] as const) {
    for (const url of ['https://gas.example', undefined]) {
      mails.push(
        carried(`payout account ${change.kind}`, payoutAccountChangedMail('p', change, 'ops@zuma.ng', url)),
      );
    }
  }
  mails.push(carried('bid posted (Spot)', bidPostedMail(bid())));
  mails.push(carried('bid posted (forward)', bidPostedMail(bid({ contract: '2026-12' } as Partial<BidRow>))));
  for (const remaining of [0, 4_000]) {
    for (const mail of bidFilledMails(bid({ remaining }), {
      quantity: 6_000,
      saleReference: sale.reference,
      supplierId: 's',
    })) {
      mails.push(carried(`bid filled (${remaining} left) to ${mail.partyId}`, mail));
    }
  }
  mails.push(
    carried('bid expired', bidClosedMail(bid({ status: 'Expired' } as Partial<BidRow>), 140_000_00)),
  );
  mails.push(
    carried('bid cancelled', bidClosedMail(bid({ status: 'Cancelled' } as Partial<BidRow>), 140_000_00)),
  );
  for (const daysLeft of [0, 1, 7, 30]) {
    for (const licenceNumber of ['NMDPRA/2026/001', null]) {
      mails.push(
        carried(
          `licence expiry in ${daysLeft}`,
          licenceExpiryMail('p', { licenceNumber, expiry: '2026-12-27', daysLeft }, 'https://gas.example'),
        ),
      );
    }
  }
  for (const side of ['supplier', 'offtaker'] as const) {
    for (const status of ['Requested', 'Approved', 'Paid', 'Rejected', 'Cancelled'] as const) {
      mails.push(carried(`${side} payout ${status}`, payoutStepMail(payout(status, side))));
    }
    mails.push(
      built(`${side} payout awaiting the operators`, (language) =>
        payoutAwaitingWords(payout('Requested', side), 'Zuma Gas', 'https://gas.example', language),
      ),
    );
  }
  const depositFacts = { id: 'd', reference: 'DP-1', amount: 250_000_00, currency: 'NGN' as const };
  mails.push(
    carried('deposit awaiting', depositAwaitingMail(depositFacts, 'Amina Bello', 'https://gas.example')),
  );
  for (const kind of ['supplier', 'offtaker'] as const) {
    mails.push(
      carried(
        `${kind} sign-up awaiting`,
        signUpAwaitingMail({ id: 'p', kind, name: 'Zuma Gas' }, 'https://gas.example'),
      ),
    );
  }
  const link = 'https://gas.example/x?token=t';
  mails.push(built('verification', (language) => verificationMail('a@b.ng', 'Hauwa', link, language)));
  mails.push(built('address taken', (language) => addressTakenMail('a@b.ng', link, language)));
  mails.push(built('password reset', (language) => passwordResetMail('a@b.ng', link, language)));
  mails.push(built('driver welcome', (language) => driverWelcomeMail('a@b.ng', 'Musa', link, language)));
  mails.push(
    built('confirm new address', (language) => confirmNewAddressMail('n@b.ng', 'o@b.ng', link, language)),
  );
  mails.push(
    built('confirm old address', (language) => confirmOldAddressMail('o@b.ng', 'n@b.ng', link, language)),
  );
  mails.push(built('address in use', (language) => addressInUseMail('n@b.ng', language)));
  mails.push(
    built('address changed', (language) =>
      addressChangedMail('o@b.ng', { oldEmail: 'o@b.ng', newEmail: 'n@b.ng' }, language),
    ),
  );
  mails.push(
    built('new device', (language) =>
      newDeviceMail(
        'a@b.ng',
        { device: 'Chrome, Windows', address: '102.89.1.1', at, forgotPasswordLink: link },
        language,
      ),
    ),
  );
  return mails;
}

/** Small words of the English sentences that a Hausa sentence never has. */
const englishWords =
  /(?<!\p{L})(the|your|you|has|have|been|was|were|please|will|is|are|to|of|for|by|and|it)(?!\p{L})/iu;
/** What a Hausa text may keep: links, the data the builders were given, and the product terms. */
const kept = (text: string) =>
  text.replace(/https:\/\/\S+/g, '').replace(/First Bank of Nigeria|Chrome, Windows|NMDPRA\/2026\/001/g, '');

describe('every email builder', () => {
  const mails = everyMail();

  it('covers every builder and branch listed here', () => {
    expect(mails.length).toBeGreaterThan(100);
  });

  it.each(mails.map((mail) => [mail.name, mail] as const))('%s has its Hausa', (_name, mail) => {
    expect(mail.en.subject.length).toBeGreaterThan(0);
    expect(mail.ha.subject.trim().length).toBeGreaterThan(0);
    expect(mail.ha.text.trim().length).toBeGreaterThan(0);
    expect(mail.ha.subject).not.toBe(mail.en.subject);
    expect(mail.ha.text).not.toBe(mail.en.text);
    expect(kept(mail.ha.subject)).not.toMatch(englishWords);
    expect(kept(mail.ha.text)).not.toMatch(englishWords);
  });

  it('keeps amounts, references and links as they are in Hausa', () => {
    const [toBuyer] = saleDecidedMails(saleRow, 'Rejected', 437_500_00);
    expect(toBuyer!.ha.text).toContain('₦437,500.00');
    expect(toBuyer!.ha.text).toContain(sale.reference);
    const placed = purchasePlacedMails(saleRow, 'ha');
    expect(placed.buyer.text).toContain('lita 12,500');
    const reset = passwordResetMail('a@b.ng', 'https://gas.example/reset?token=t', 'ha');
    expect(reset.text).toContain('https://gas.example/reset?token=t');
    expect(reset.link).toBe('https://gas.example/reset?token=t');
  });

  it("gives a bid's validity in Lagos time, as the buyer chose it, not as a UTC timestamp", () => {
    // 23:59 in Lagos on 30 November is 22:59 UTC.
    const posted = bidPostedMail(bid({ validUntilUtc: new Date('2026-11-30T22:59:00Z') } as Partial<BidRow>));
    expect(posted.text).toContain('is open until Nov 30, 11:59 PM (Lagos time).');
    expect(posted.ha.text).toContain('(lokacin Legas)');
    expect(`${posted.text} ${posted.ha.text}`).not.toContain('2026-11-30T');
  });
});

describe('quantities in the English emails', () => {
  it('say "1 litre" with a verb in the singular, and "litres" for any other quantity', () => {
    const one = { ...step, method: 'collection' as const, quantityLoaded: 1, quantityDelivered: 1 };
    const [toBuyer, toSupplier] = fulfilmentStepMails({ ...sale, quantity: 1 }, one, 'load');
    expect(toBuyer!.text).toContain(`1 litre of your purchase ${sale.reference} was loaded at the hub.`);
    expect(toSupplier!.text).toContain(`1 litre of sale ${sale.reference} was collected by the buyer.`);
    const placed = purchasePlacedMails({ ...saleRow, quantity: 1 } as SaleRow, 'en');
    expect(placed.buyer.text).toContain(`Your purchase ${sale.reference} of 1 litre for`);
    const [filled] = bidFilledMails(bid({ remaining: 1 }), {
      quantity: 1,
      saleReference: 'SL-1',
      supplierId: 's',
    });
    expect(filled!.subject).toBe('Bid BD-261127-ABCDE: 1 litre sold to you');
    expect(filled!.text).toContain('A supplier sold 1 litre (Spot) at ₦35.00 per litre into your bid');
    expect(filled!.text).toContain('1 litre of the bid remains open.');
    const [many] = fulfilmentStepMails(sale, step, 'deliver');
    expect(many!.text).toContain(`12,400 litres of your purchase ${sale.reference} were delivered.`);
  });
});
