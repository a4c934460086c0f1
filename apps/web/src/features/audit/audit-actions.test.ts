import { auditActionLabels, auditActions } from '@gas/shared';
import { describe, expect, it } from 'vitest';
import english from '../../i18n/locales/en/audit.ts';
import hausa from '../../i18n/locales/ha/audit.ts';

// The audit trail's actions are named by the shared auditActionLabels (English) on the server
// and in the CSV, and by the 'audit' catalogue on the web (issue 23): the two must not drift.

describe('the audit actions’ names', () => {
  it('are in English, for every action, word for word the shared auditActionLabels', () => {
    expect(Object.keys(english.actions).sort()).toEqual([...auditActions].sort());
    for (const action of auditActions)
      expect(english.actions[action], action).toBe(auditActionLabels[action]);
  });

  it('are in Hausa for every action, each its own words', () => {
    for (const action of auditActions) {
      expect(hausa.actions[action], action).not.toBe(english.actions[action]);
    }
    expect(new Set(Object.values(hausa.actions)).size).toBe(auditActions.length);
  });
});
