/**
 * No token, password, personal field or query parameter reaches a log line (issue #42, item 3),
 * whoever logs: the site's own descriptions of errors, and the process's console, through
 * which Next.js and the libraries log.
 */
import { format } from 'node:util';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { describeError } from '../db/errors';
import { describeForLog, keepSecretsOutOfConsole, redactText } from './safe-log';

const token = 'Qm9yZWRBbmRTZWNyZXRUb2tlbjEyMzQ1Njc4OTA';

/** A failed query as Drizzle reports it: the parameters in its message, stack and `params`. */
function failedQuery(): DrizzleQueryError {
  const cause = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
    code: 'ECONNREFUSED',
  });
  return new DrizzleQueryError(
    'select "user_id" from "staff_session" where "token" = $1 and "note" = $2',
    [token, 'line one\nhuda@example.com'],
    cause,
  );
}

/** A PostgreSQL error about a value: its message quotes it, its `detail` quotes the row. */
function refusedValue(): Error {
  return Object.assign(new Error(`invalid input syntax for type uuid: "${token}"`), {
    code: '22P02',
    detail: `Key (email)=(huda@example.com) already exists.`,
  });
}

describe('describing an error for the log', () => {
  it('keeps the query and its failure, never its parameters', () => {
    const text = describeError(failedQuery());
    expect(text).toContain('Failed query: select "user_id" from "staff_session"');
    expect(text).toContain('(cause: ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:5432)');
    expect(text).not.toContain(token);
    expect(text).not.toContain('huda@example.com');
    expect(text).not.toMatch(/params|line one/);
  });

  it('leaves out the value PostgreSQL quotes and its detail', () => {
    const text = describeError(refusedValue());
    expect(text).toBe('22P02: invalid input syntax for type uuid: "<value>"');
  });

  it('writes a thrown object without the fields that carry values', () => {
    const text = describeError({
      message: 'query failed',
      code: '57P01',
      query: 'select 1 where "token" = $1',
      params: [token],
      detail: 'huda@example.com',
    });
    expect(text).toContain('57P01');
    expect(text).toContain('query failed');
    expect(text).not.toContain(token);
    expect(text).not.toContain('huda@example.com');
  });

  it('hides e-mail addresses, tokens and passwords in any text, not a connection URL’s user', () => {
    expect(
      redactText(
        `sent to huda@example.com; cookie college-staff.session_token=${token}.sig; /staff/set-password?token=${token}&x=1 password=hunter2hunter2`,
      ),
    ).toBe(
      'sent to <e-mail>; cookie college-staff.session_token=<hidden>; /staff/set-password?token=<hidden>&x=1 password=<hidden>',
    );
    expect(redactText('PostgreSQL (postgres://postgres@127.0.0.1:5432/test)')).toBe(
      'PostgreSQL (postgres://postgres@127.0.0.1:5432/test)',
    );
  });

  it('keeps where an error was thrown, and the digest Next.js shows the visitor', () => {
    const text = describeForLog(failedQuery());
    expect(text).toMatch(/^DrizzleQueryError: Failed query:/);
    expect(text).toMatch(/\n\s+at /);
    expect(text).not.toContain(token);
    const rendered = Object.assign(failedQuery(), { digest: '2847561930' });
    expect(describeForLog(rendered)).toContain('(digest: 2847561930)');
  });
});

describe('the console', () => {
  it('writes every error, object and text it is given without the secrets in them', () => {
    const written: string[] = [];
    const sink = (...args: unknown[]) => written.push(format(...args));
    const target = {
      error: sink,
      warn: sink,
      info: sink,
      log: sink,
      debug: sink,
      trace: sink,
    } as unknown as Console;
    keepSecretsOutOfConsole(target);
    keepSecretsOutOfConsole(target); // once only: not wrapped twice
    target.error('[cleanup]', failedQuery());
    target.error(' ⨯ %s', refusedValue());
    target.warn('[mail] not sent to huda@example.com', { to: 'huda@example.com', id: 7 });
    target.log(`cookie: college-staff.session_token=${token}`);
    const text = written.join('\n');
    expect(written).toHaveLength(4);
    expect(text).toContain('[cleanup] DrizzleQueryError: Failed query:');
    expect(text).toContain('"id":7');
    expect(text).not.toContain(token);
    expect(text).not.toContain('huda@example.com');
    expect(text).not.toMatch(/params/);
  });
});
