import { describe, expect, it } from 'vitest';
import {
  deliverRequestSchema,
  driverRequestSchema,
  logisticsDaySchema,
  nextLogisticsStep,
  slotRequestSchema,
  truckRequestSchema,
} from './logistics.ts';

describe('the logistics contract', () => {
  it('takes a slot’s or the day board’s day only if the calendar has it, never moving it', () => {
    for (const day of ['2026-02-30', '2026-04-31', '2026-02-29']) {
      const result = logisticsDaySchema.safeParse(day);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Enter a real date']);
    }
    for (const day of ['2028-02-29', '2026-12-31']) expect(logisticsDaySchema.parse(day)).toBe(day);
  });

  it('keeps registrations in capitals and refuses what a plate cannot be', () => {
    const truck = { type: 'CNG cascade', capacity: '4500', capacityUnit: 'scm', hubId: crypto.randomUUID() };
    expect(truckRequestSchema.parse({ ...truck, registration: ' kan-482-xa ' })).toMatchObject({
      registration: 'KAN-482-XA',
      capacity: 4500,
      status: 'Available',
    });
    expect(truckRequestSchema.safeParse({ ...truck, registration: 'K#1' }).success).toBe(false);
    expect(truckRequestSchema.safeParse({ ...truck, registration: 'ABC', capacity: '1.5' }).success).toBe(
      false,
    );
  });

  it('takes a driver’s email in lower case, or none', () => {
    expect(
      driverRequestSchema.parse({ name: 'Musa', phone: '0803 123 4567', email: 'Musa@Gas.ng' }).email,
    ).toBe('musa@gas.ng');
    expect(
      driverRequestSchema.parse({ name: 'Musa', phone: '+2348031234567', email: '' }).email,
    ).toBeUndefined();
    expect(driverRequestSchema.safeParse({ name: 'Musa', phone: 'call me' }).success).toBe(false);
  });

  it('wants a slot to end after it starts', () => {
    const slot = { hubId: crypto.randomUUID(), day: '2026-11-24', capacity: '3' };
    expect(slotRequestSchema.safeParse({ ...slot, startTime: '08:00', endTime: '10:00' }).success).toBe(true);
    const backwards = slotRequestSchema.safeParse({ ...slot, startTime: '10:00', endTime: '08:00' });
    expect(backwards.error?.issues[0]).toMatchObject({
      path: ['endTime'],
      message: 'The slot must end after it starts',
    });
    expect(slotRequestSchema.safeParse({ ...slot, startTime: '25:00', endTime: '26:00' }).success).toBe(
      false,
    );
  });

  it('reads the code as typed, spaces left out, and wants a whole quantity', () => {
    expect(deliverRequestSchema.parse({ code: '123 456', quantityDelivered: '900' })).toEqual({
      code: '123456',
      quantityDelivered: 900,
    });
    expect(deliverRequestSchema.safeParse({ code: ' ', quantityDelivered: 1 }).success).toBe(false);
    expect(deliverRequestSchema.safeParse({ code: '1', quantityDelivered: 0 }).success).toBe(false);
  });

  it('names the next logistics step of each status', () => {
    const booking = {} as never;
    expect(nextLogisticsStep({ method: 'delivery', status: 'Awaiting dispatch', booking: null })).toBe(
      'schedule',
    );
    expect(nextLogisticsStep({ method: 'collection', status: 'Ready for collection', booking: null })).toBe(
      'schedule',
    );
    expect(nextLogisticsStep({ method: 'collection', status: 'Ready for collection', booking })).toBe('load');
    expect(nextLogisticsStep({ method: 'delivery', status: 'Scheduled', booking })).toBe('load');
    expect(nextLogisticsStep({ method: 'delivery', status: 'Loaded', booking })).toBe('depart');
    expect(nextLogisticsStep({ method: 'collection', status: 'Loaded', booking })).toBeNull();
    expect(nextLogisticsStep({ method: 'delivery', status: 'In transit', booking })).toBe('deliver');
    expect(nextLogisticsStep({ method: 'delivery', status: 'Delivered', booking })).toBeNull();
  });
});
