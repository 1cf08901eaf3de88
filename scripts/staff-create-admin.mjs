/**
 * npm run staff:create-admin -- --email admin@college.example --name "Full Name"
 *   [--roles administrator,admissions] [--locale ar|en] [--password-stdin]
 *
 * Creates a staff account (by default the first administrator) on the configured database
 * (DATABASE_URL, or PGlite under DATA_DIR; with PGlite, only while the site is stopped). The
 * password is typed at a hidden prompt, or read from standard input with --password-stdin;
 * there is no default password. Further accounts are best invited from the workspace.
 */
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import 'tsx/cjs';
import 'tsx/esm';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    roles: { type: 'string', default: 'administrator' },
    locale: { type: 'string', default: 'ar' },
    'password-stdin': { type: 'boolean', default: false },
  },
});
if (!values.email || !values.name) {
  console.error(
    'Usage: npm run staff:create-admin -- --email ADDRESS --name "FULL NAME" [--roles administrator,admissions] [--locale ar|en] [--password-stdin]',
  );
  process.exit(2);
}

async function readPassword() {
  if (values['password-stdin']) {
    let input = '';
    for await (const chunk of process.stdin) input += chunk;
    return input.replace(/\r?\n$/, '');
  }
  const prompt = (question) =>
    new Promise((resolve) => {
      const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
      rl._writeToOutput = (text) => {
        if (text.startsWith(question)) process.stdout.write(question);
      };
      rl.question(question, (answer) => {
        rl.close();
        process.stdout.write('\n');
        resolve(answer);
      });
    });
  const first = await prompt('Password (at least 12 characters): ');
  const again = await prompt('The same password again: ');
  if (first !== again) {
    console.error('The two passwords differ.');
    process.exit(1);
  }
  return first;
}

const { databaseConfig, describeDatabase } = await import('../src/server/db/config.ts');
const { openDatabase } = await import('../src/server/db/client.ts');
const { createStaffAccount, checkNewAccount } =
  await import('../src/server/staff/create-staff-account.ts');

const account = {
  email: values.email,
  name: values.name,
  roles: values.roles.split(',').map((role) => role.trim()),
  locale: values.locale === 'en' ? 'en' : 'ar',
  password: await readPassword(),
};
const problem = checkNewAccount(account);
if (problem) {
  console.error(problem);
  process.exit(1);
}
const config = databaseConfig();
const handle = await openDatabase(config);
try {
  await createStaffAccount(handle.db, account);
  console.log(
    `Staff account ${account.email} (${account.roles.join(', ')}) created in ${describeDatabase(config)}.`,
  );
} catch (error) {
  const message = String(error?.cause?.message ?? error?.message ?? error);
  console.error(
    /unique|duplicate/i.test(message)
      ? `An account with ${account.email} already exists.`
      : message,
  );
  process.exitCode = 1;
} finally {
  await handle.close();
}
