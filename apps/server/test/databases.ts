// Test databases. With DATABASE_URL (CI), each test file gets its own PostgreSQL database
// cloned from a migrated template; without it, its own PGlite directory copied from a
// migrated template directory (creating PGlite from scratch takes seconds, copying does not).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../src/db/client.ts';

export const serverUrl = process.env.DATABASE_URL;
const templateName = `gas_test_template_${process.pid}`;
const templateDir = path.join(os.tmpdir(), `gas-test-template-${process.pid}`);

function urlForDatabase(name: string): string {
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminQuery(sqlText: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sqlText);
  } finally {
    await client.end();
  }
}

/** Runs once per test run (global setup): a migrated template to clone. Returns where it is. */
export async function createTemplate(): Promise<{ template: string; cleanup: () => Promise<void> }> {
  if (serverUrl) {
    await adminQuery(`drop database if exists ${templateName}`);
    await adminQuery(`create database ${templateName}`);
    const database = openDatabase({ databaseUrl: urlForDatabase(templateName), poolSize: 1 });
    await database.migrate();
    await database.close();
    return {
      template: templateName,
      cleanup: () => adminQuery(`drop database if exists ${templateName} with (force)`),
    };
  }
  fs.rmSync(templateDir, { recursive: true, force: true });
  const database = openDatabase({ pgliteDir: templateDir });
  await database.migrate();
  await database.close();
  return {
    template: templateDir,
    cleanup: async () => fs.rmSync(templateDir, { recursive: true, force: true }),
  };
}

export type TestDatabaseHandle = { databaseUrl?: string; pgliteDir?: string; drop: () => Promise<void> };

/** A fresh, migrated, empty database for one test file. */
export async function cloneTemplate(template: string): Promise<TestDatabaseHandle> {
  const suffix = randomBytes(6).toString('hex');
  if (serverUrl) {
    const name = `gas_test_${suffix}`;
    await adminQuery(`create database ${name} template ${template}`);
    return {
      databaseUrl: urlForDatabase(name),
      drop: () => adminQuery(`drop database if exists ${name} with (force)`),
    };
  }
  const dir = path.join(os.tmpdir(), `gas-test-${suffix}`);
  fs.cpSync(template, dir, { recursive: true });
  return { pgliteDir: dir, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}
