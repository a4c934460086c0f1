import type { FieldError } from '@gas/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors.ts';

// NUL cannot be stored in a PostgreSQL text column, and a lone UTF-16 surrogate would be stored
// silently changed (as U+FFFD); neither is ever part of a real name, address or id.
const unstorable = /[\0\p{Cs}]/u;

type Visit = { value: unknown; key: string; parent: Visit | null };

function fieldId(visit: Visit | null): string {
  const keys: string[] = [];
  for (let at = visit; at?.parent; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
}

/** The form-field ids (`contact.email`, `id`) of every string in `value` that cannot be stored. */
function unstorableFields(value: unknown): string[] {
  const found: string[] = [];
  // Iterative, and each step O(1), so deeply nested JSON costs neither stack nor quadratic time.
  const pending: Visit[] = [{ value, key: '', parent: null }];
  while (pending.length > 0) {
    const visit = pending.pop()!;
    const current = visit.value;
    if (typeof current === 'string') {
      if (unstorable.test(current)) found.push(fieldId(visit));
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        if (unstorable.test(key)) found.push(fieldId(visit));
        else pending.push({ value: child, key, parent: visit });
      }
    }
  }
  return found;
}

/**
 * Refuses, with a 400 on the field, any parameter, query or JSON body string holding characters
 * that cannot be stored as text (NUL, broken UTF-16), before validation and handlers see it.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const fields = [
      ...unstorableFields(request.params),
      ...unstorableFields(request.query),
      ...unstorableFields(request.body),
    ];
    if (fields.length === 0) return;
    const errors: FieldError[] = [...new Set(fields)].map((htmlId) => ({
      htmlId,
      message: 'This contains characters that are not allowed',
    }));
    throw AppError.withFields('validation', errors);
  });
}
