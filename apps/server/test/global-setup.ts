import type { TestProject } from 'vitest/node';
import { createTemplate } from './databases.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const { template, cleanup } = await createTemplate();
  project.provide('databaseTemplate', template);
  return cleanup;
}
