// Database errors classified by their SQLSTATE code and constraint name, which node-postgres and
// PGlite both put on the error (drizzle wraps it as `cause`). Never by matching message text:
// messages change between versions and languages.

type DatabaseErrorFields = { code?: unknown; constraint?: unknown; cause?: DatabaseErrorFields };

/** The driver's error: the error itself, or the one drizzle wrapped in it. */
function driverError(error: unknown): DatabaseErrorFields | undefined {
  const candidate = error as DatabaseErrorFields | undefined;
  if (typeof candidate?.code === 'string') return candidate;
  if (typeof candidate?.cause?.code === 'string') return candidate.cause;
  return undefined;
}

/** PostgreSQL's five-character error code (SQLSTATE), if this is a database error. */
export function sqlState(error: unknown): string | undefined {
  return driverError(error)?.code as string | undefined;
}

/** The constraint a violation names (a unique index, a check, a foreign key), if any. */
export function violatedConstraint(error: unknown): string | undefined {
  const name = driverError(error)?.constraint;
  return typeof name === 'string' ? name : undefined;
}

const sqlStates = {
  uniqueViolation: '23505',
  checkViolation: '23514',
  deadlockDetected: '40P01',
} as const;

/** PostgreSQL broke a deadlock by aborting this transaction (the other one goes on). */
export function isDeadlock(error: unknown): boolean {
  return sqlState(error) === sqlStates.deadlockDetected;
}

/** A unique violation, on the named constraint (or an index whose name matches) when given. */
export function isUniqueViolation(error: unknown, constraint?: string | RegExp): boolean {
  return sqlState(error) === sqlStates.uniqueViolation && constraintMatches(error, constraint);
}

/** A check-constraint violation, on the named constraint when given. */
export function isCheckViolation(error: unknown, constraint?: string | RegExp): boolean {
  return sqlState(error) === sqlStates.checkViolation && constraintMatches(error, constraint);
}

function constraintMatches(error: unknown, wanted: string | RegExp | undefined): boolean {
  if (wanted === undefined) return true;
  const name = violatedConstraint(error) ?? '';
  return typeof wanted === 'string' ? name === wanted : wanted.test(name);
}
