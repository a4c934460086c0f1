import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // One file per area (schema.ts, schema-<area>.ts), so areas built in parallel own their tables.
  schema: './src/db/schema*.ts',
  out: './drizzle',
});
