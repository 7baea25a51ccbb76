import { ExecuteStatementCommand, type AttributeValue } from '@aws-sdk/client-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { fail } from '#core/kernel/errors';
import type { ConsoleRead, DatabaseConsole } from '#core/admin/ports/database-console';

/** Items DynamoDB is asked to look at per request (ExecuteStatement's Limit counts items evaluated, not returned). */
export const ITEMS_PER_READ = 1000;
/** Reads one statement may make: at most 10,000 items evaluated (and at most 10 MB), then it stops. */
export const MAX_READS = 10;

/** DynamoDB's refusals of a statement itself: the admin's to fix, not ours. */
const STATEMENT_ERRORS = new Set(['ValidationException', 'ResourceNotFoundException', 'DuplicateItemException']);

/** An attribute value as plain JSON: sets as lists, binary as base64, numbers past 2^53 as text. */
function plain(value: AttributeValue): unknown {
  if (value.S !== undefined) return value.S;
  if (value.N !== undefined) return numberOf(value.N);
  if (value.BOOL !== undefined) return value.BOOL;
  if (value.NULL !== undefined) return null;
  if (value.M !== undefined) return Object.fromEntries(Object.entries(value.M).map(([k, v]) => [k, plain(v)]));
  if (value.L !== undefined) return value.L.map(plain);
  if (value.SS !== undefined) return value.SS;
  if (value.NS !== undefined) return value.NS.map(numberOf);
  if (value.B !== undefined) return Buffer.from(value.B).toString('base64');
  if (value.BS !== undefined) return value.BS.map((b) => Buffer.from(b).toString('base64'));
  return null;
}

function numberOf(text: string): number | string {
  const n = Number(text);
  return Number.isSafeInteger(n) || (!Number.isInteger(n) && Number.isFinite(n)) ? n : text;
}

/**
 * The database console's reads: ExecuteStatement (PartiQL) with its raw attribute values, page after page
 * until the row limit, stopping after MAX_READS reads. In the cloud the function's role allows only
 * dynamodb:PartiQLSelect on the Data table and its indexes.
 */
export function partiqlConsole(
  doc: DynamoDBDocumentClient,
  tables: { data: string; auth: string },
  { itemsPerRead, maxReads } = { itemsPerRead: ITEMS_PER_READ, maxReads: MAX_READS },
): DatabaseConsole {
  return {
    dataTable: tables.data,
    forbiddenTables: [tables.auth],

    async select(statement, maxRows): Promise<ConsoleRead> {
      const items: Record<string, unknown>[] = [];
      let nextToken: string | undefined;
      let reads = 0;
      do {
        if (reads >= maxReads) {
          return { items, truncated: true, tooMuchData: true, evaluatedAtMost: reads * itemsPerRead };
        }
        let page;
        try {
          page = await doc.send(
            new ExecuteStatementCommand({ Statement: statement, Limit: itemsPerRead, NextToken: nextToken }),
          );
        } catch (error) {
          if (error instanceof Error && STATEMENT_ERRORS.has(error.name))
            fail('validation_failed', `DynamoDB refused the statement: ${error.message}`);
          throw error;
        }
        reads += 1;
        for (const item of page.Items ?? []) {
          if (items.length === maxRows)
            return { items, truncated: true, tooMuchData: false, evaluatedAtMost: reads * itemsPerRead };
          items.push(Object.fromEntries(Object.entries(item).map(([name, value]) => [name, plain(value)])));
        }
        nextToken = page.NextToken;
      } while (nextToken && items.length < maxRows);
      return { items, truncated: nextToken !== undefined, tooMuchData: false, evaluatedAtMost: reads * itemsPerRead };
    },
  };
}
