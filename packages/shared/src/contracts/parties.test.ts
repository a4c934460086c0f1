import { describe, expect, it } from 'vitest';
import {
  contactRequestSchema,
  partyOptionSchema,
  partySchema,
  partyStandingRequestSchema,
} from './parties.ts';

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((issue) => [String(issue.path[0] ?? ''), issue.message]);

const party = {
  id: 'p1',
  name: 'Amina Bello',
  status: 'Pending',
  createdUtc: '2025-03-20T10:00:00.000Z',
  email: 'amina@kano.ng',
  company: null,
  individual: { firstName: 'Amina', lastName: 'Bello' },
};

describe('parties contract', () => {
  it('takes any contact detail, trimmed, and refuses a contact with none', () => {
    expect(contactRequestSchema.parse({ firstName: ' Amina ', mobile: '' })).toEqual({
      firstName: 'Amina',
      mobile: '',
    });
    for (const empty of [{}, { firstName: '', email: '' }, { nickname: 'Ami' }]) {
      expect(messagesOf(contactRequestSchema.safeParse(empty))).toEqual([
        ['firstName', 'Enter at least one detail for this contact'],
      ]);
    }
  });

  it('words the contact rules as the spec does', () => {
    expect(messagesOf(contactRequestSchema.safeParse({ email2: 'amina@kano' }))).toEqual([
      ['email2', 'Please enter a valid second email'],
    ]);
    expect(messagesOf(contactRequestSchema.safeParse({ mobile: '0'.repeat(31) }))).toEqual([
      ['mobile', 'Mobile Number cannot be more than 30 characters'],
    ]);
    expect(messagesOf(contactRequestSchema.safeParse({ address2: 'x'.repeat(251) }))).toEqual([
      ['address2', 'Address Line 2 cannot be more than 250 characters'],
    ]);
  });

  it('knows the party statuses and keeps only id and name for an option', () => {
    expect(partySchema.parse(party)).toEqual(party);
    expect(partySchema.safeParse({ ...party, status: 'Approved' }).success).toBe(false);
    expect(partyOptionSchema.parse(party)).toEqual({ id: 'p1', name: 'Amina Bello' });
  });
});

describe('a suspension or reinstatement reason', () => {
  it('is required, trimmed and at most 500 characters, with the messages on the reason field', () => {
    expect(partyStandingRequestSchema.parse({ reason: '  Fraud review  ' })).toEqual({
      reason: 'Fraud review',
    });
    expect(partyStandingRequestSchema.safeParse({ reason: 'x'.repeat(500) }).success).toBe(true);
    expect(messagesOf(partyStandingRequestSchema.safeParse({}))).toEqual([['reason', 'Reason is required']]);
    expect(messagesOf(partyStandingRequestSchema.safeParse({ reason: '   ' }))).toEqual([
      ['reason', 'Reason is required'],
    ]);
    expect(messagesOf(partyStandingRequestSchema.safeParse({ reason: 'x'.repeat(501) }))).toEqual([
      ['reason', 'Reason cannot be more than 500 characters'],
    ]);
  });
});
