import { describe, expect, it } from 'vitest';
import { hubs } from '../hubs.ts';
import { type Hub, hubSchema, productRequestSchema, productStatus } from './catalogue.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('catalogue contract', () => {
  it('shows isActive as Active or Inactive', () => {
    expect(productStatus(true)).toBe('Active');
    expect(productStatus(false)).toBe('Inactive');
  });

  it('requires a name of at most 100 characters and the Liters unit, in the spec’s words', () => {
    expect(productRequestSchema.parse({ name: '  Bio-CNG ', unit: 'Liters' })).toEqual({
      name: 'Bio-CNG',
      unit: 'Liters',
    });
    expect(firstMessage(productRequestSchema.safeParse({ name: '   ', unit: 'Liters' }))).toBe(
      'Name is required',
    );
    expect(firstMessage(productRequestSchema.safeParse({ unit: 'Liters' }))).toBe('Name is required');
    expect(firstMessage(productRequestSchema.safeParse({ name: 'x'.repeat(101), unit: 'Liters' }))).toBe(
      'Name cannot be more than 100 characters',
    );
    expect(firstMessage(productRequestSchema.safeParse({ name: 'CNG', unit: '' }))).toBe('Unit is required');
    expect(firstMessage(productRequestSchema.safeParse({ name: 'CNG', unit: 'Gallons' }))).toBe(
      'Unit is required',
    );
  });

  it('describes the reference hubs in the shape GET hubs answers', () => {
    for (const hub of hubs) {
      const { description: _description, ...listed } = hub;
      expect(hubSchema.safeParse({ id: hub.code, ...listed } satisfies Hub).success).toBe(true);
    }
  });
});
