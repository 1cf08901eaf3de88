import pg from 'pg';

/**
 * Runs one statement on a PostgreSQL server over a connection of its own (`create database`,
 * `drop database`: statements that cannot run inside the database they name), for the tests
 * that make and drop their own databases.
 */
export async function onPostgresServer(server: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: server, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
