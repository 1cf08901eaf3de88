/**
 * Where the migrated template databases of a Vitest run are named (made once by
 * test/support/vitest-global-setup.ts, inherited by every test worker through the environment).
 */
export const PGLITE_TEMPLATE_ENV = 'COLLEGE_TEST_PGLITE_TEMPLATE';
export const POSTGRES_TEMPLATE_ENV = 'COLLEGE_TEST_POSTGRES_TEMPLATE';

/** `template "<name>"` for a `create database` of the tests, or nothing without a template. */
export function postgresTemplateClause(): string {
  const template = process.env[POSTGRES_TEMPLATE_ENV];
  return template ? ` template "${template}"` : '';
}
