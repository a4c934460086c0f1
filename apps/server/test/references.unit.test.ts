// References: random in use; a repeatable sequence only for the screenshot tests' server
// (TEST_CLOCK_START), so its demo data reads the same every start.
import { describe, expect, it } from 'vitest';
import { newReference, useRepeatableReferences } from '../src/lib/references.ts';

const at = new Date('2026-11-20T09:00:00Z');

describe('newReference', () => {
  it('reads prefix, UTC date and six characters of Crockford base32, different each time', () => {
    const references = Array.from({ length: 50 }, () => newReference('SL', at));
    for (const reference of references) expect(reference).toMatch(/^SL-261120-[0-9A-HJKMNP-TV-Z]{6}$/);
    expect(new Set(references).size).toBe(50);
  });

  it('repeats the same sequence from the same seed (TEST_CLOCK_START), different within it', () => {
    useRepeatableReferences(at.getTime());
    const first = Array.from({ length: 20 }, (_, index) => newReference(index % 2 ? 'DP' : 'SL', at));
    useRepeatableReferences(at.getTime());
    const again = Array.from({ length: 20 }, (_, index) => newReference(index % 2 ? 'DP' : 'SL', at));
    expect(again).toEqual(first);
    expect(new Set(first).size).toBe(20);
    for (const reference of first) expect(reference).toMatch(/^(SL|DP)-261120-[0-9A-HJKMNP-TV-Z]{6}$/);
    useRepeatableReferences(at.getTime() + 1);
    expect(newReference('SL', at)).not.toBe(first[0]);
  });
});
