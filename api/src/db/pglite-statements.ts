import { messages, protocol, types, type PGlite } from '@electric-sql/pglite';

import type { Row } from './database.js';

// PGlite's own `query` sends every statement as six calls into WebAssembly (Parse, Describe,
// Bind, Describe, Execute, Sync) and keeps nothing: each run parses, analyses and plans the SQL
// again. The api sends the same few texts over and over, so each text is prepared once per
// database as a named statement, and a run is then one call (Bind, Execute, Sync) that reuses its
// parse tree and, once Postgres settles on it, its generic plan. Parameters stay bound, serialised
// by the types Postgres describes for them, as PGlite does.

const { serialize } = protocol;

interface Prepared {
  readonly name: string;
  readonly paramTypes: readonly number[];
  readonly fields: readonly { readonly name: string; readonly dataTypeID: number }[];
}

/**
 * The most statement texts kept prepared per database. The api has a few hundred at most; texts
 * built at run time (filters, lists of conditions) could grow without end, so the least recently
 * used one is closed to make room.
 */
export const MAX_PREPARED_STATEMENTS = 500;

const concat = (parts: readonly Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
};

/** Adds the statement and its parameters to a database error, as PGlite's `query` does. */
const withQuery = (error: unknown, sql: string, params: readonly unknown[]): unknown => {
  if (error instanceof messages.DatabaseError) Object.assign(error, { query: sql, params: [...params] });
  return error;
};

/** The statement `name` as Postgres described it: its parameters' types and its columns. */
const describedStatement = (name: string, replies: readonly messages.BackendMessage[]): Prepared => {
  let paramTypes: readonly number[] = [];
  let fields: Prepared['fields'] = [];
  for (const reply of replies) {
    if (reply.name === 'parameterDescription') {
      paramTypes = (reply as messages.ParameterDescriptionMessage).dataTypeIDs;
    } else if (reply.name === 'rowDescription') {
      fields = (reply as messages.RowDescriptionMessage).fields.map(({ name, dataTypeID }) => ({ name, dataTypeID }));
    }
  }
  return { name, paramTypes, fields };
};

/** The parameters as bound: each serialised by the type Postgres described for it, as PGlite does. */
const boundValues = (pglite: PGlite, statement: Prepared, params: readonly unknown[]): (string | null)[] =>
  params.map((param, index) => {
    if (param === null || param === undefined) return null;
    const serializer = pglite.serializers[statement.paramTypes[index] ?? 0];
    return serializer === undefined ? String(param) : serializer(param);
  });

/** The rows of a run's replies, each column parsed by its described type. */
const rowsOf = <T extends Row>(
  pglite: PGlite,
  { fields }: Prepared,
  replies: readonly messages.BackendMessage[],
): T[] => {
  const rows: T[] = [];
  for (const reply of replies) {
    if (reply.name !== 'dataRow') continue;
    const row: Row = {};
    (reply as messages.DataRowMessage).fields.forEach((value, index) => {
      const field = fields[index];
      if (field !== undefined) row[field.name] = types.parseType(value, field.dataTypeID, pglite.parsers);
    });
    rows.push(row as T);
  }
  return rows;
};

export interface PreparedStatements {
  /**
   * Runs one parameterised statement and answers its rows. The caller holds PGlite's query lock
   * (and its transaction lock outside a transaction): the messages go straight to the engine.
   */
  run<T extends Row>(sql: string, params: readonly unknown[]): Promise<T[]>;
  /** Forgets every prepared statement (after a script that may change the schema). */
  forget(): void;
}

/** One database's statements, each text prepared once and run by name; at most `limit` kept prepared. */
export function preparedStatements(pglite: PGlite, limit = MAX_PREPARED_STATEMENTS): PreparedStatements {
  // Map order is use order: a hit is moved to the end, the first entry is the least recently used.
  const prepared = new Map<string, Prepared>();
  // Statements to close, sent ahead of the next Parse.
  const closing: string[] = [];
  let counter = 0;

  const prepare = async (sql: string, params: readonly unknown[]): Promise<Prepared> => {
    counter += 1;
    const name = `api_${counter}`;
    const closed = closing.splice(0);
    const parts = closed.map((old) => serialize.close({ type: 'S', name: old }));
    parts.push(serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync());
    let replies: messages.BackendMessage[];
    try {
      replies = await pglite.execProtocolStream(concat(parts), { syncToFs: false });
    } catch (error) {
      // In a failed transaction nothing of the call ran. A failed Parse creates nothing, and
      // closing a name that does not exist is no error.
      closing.push(...closed, name);
      throw withQuery(error, sql, params);
    }
    const statement = describedStatement(name, replies);
    prepared.set(sql, statement);
    if (prepared.size > limit) {
      const [oldest] = prepared;
      if (oldest !== undefined) {
        prepared.delete(oldest[0]);
        closing.push(oldest[1].name);
      }
    }
    return statement;
  };

  return {
    async run<T extends Row>(sql: string, params: readonly unknown[]): Promise<T[]> {
      let statement = prepared.get(sql);
      if (statement === undefined) {
        statement = await prepare(sql, params);
      } else {
        prepared.delete(sql);
        prepared.set(sql, statement);
      }
      const values = boundValues(pglite, statement, params);
      let replies: messages.BackendMessage[];
      try {
        replies = await pglite.execProtocolStream(
          concat([serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()]),
          { syncToFs: false },
        );
      } catch (error) {
        throw withQuery(error, sql, params);
      }
      return rowsOf<T>(pglite, statement, replies);
    },
    forget() {
      for (const statement of prepared.values()) closing.push(statement.name);
      prepared.clear();
    },
  };
}
