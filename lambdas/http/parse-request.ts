import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { z } from 'zod';
import type { Contract, Schema } from '#shared/contracts';
import { fail } from '#core/kernel/errors';

/** Bodies larger than this are refused before parsing; no request of ours comes close. */
export const MAX_BODY_BYTES = 64 * 1024;

export interface ParsedRequest {
  body: unknown;
  query: unknown;
  params: unknown;
}

export function readRawBody(event: APIGatewayProxyEventV2): string {
  if (!event.body) return '';
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
}

function validate<S extends Schema>(schema: S, value: unknown, where: string): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.') || where,
    message: issue.message,
  }));
  const first = issues[0]!;
  const message = issue0Message(first, where);
  return fail('validation_failed', message, { issues });
}

function issue0Message(issue: { path: string; message: string }, where: string): string {
  // zod's own wording for unknown keys or wrong types is technical; name the field in that case.
  if (/^(Unrecognized key|Invalid input)/.test(issue.message)) {
    // An issue on the whole object has no field path: say where, not "body: body".
    return issue.path === where ? `${issue.message} (in ${where})` : `${issue.message} (${where}: ${issue.path})`;
  }
  return issue.message;
}

export function parseRequest(contract: Contract, event: APIGatewayProxyEventV2): ParsedRequest {
  const raw = readRawBody(event);
  if (Buffer.byteLength(raw, 'utf8') > MAX_BODY_BYTES) {
    fail('payload_too_large', `Request body is too large (limit ${MAX_BODY_BYTES / 1024} KB)`);
  }
  let body: unknown;
  if (contract.body) {
    const type = event.headers?.['content-type'] ?? event.headers?.['Content-Type'] ?? '';
    if (raw.trim() === '') fail('validation_failed', 'Request body is required');
    // A missing type is refused too: a form post or a text/plain "simple" request from another site
    // must never be read as JSON.
    if (!/^application\/(.+\+)?json\s*(;|$)/i.test(type)) {
      fail(
        'unsupported_media_type',
        type
          ? `Request body must be JSON (Content-Type: application/json), not ${type.split(';')[0]!.trim().slice(0, 100)}`
          : 'Request body must be JSON: send the header Content-Type: application/json',
      );
    }
    try {
      body = JSON.parse(raw);
    } catch {
      fail('validation_failed', 'Request body is not valid JSON');
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      fail('validation_failed', 'Request body must be a JSON object');
    }
    body = validate(contract.body, body, 'body');
  }
  const query = contract.query ? validate(contract.query, event.queryStringParameters ?? {}, 'query') : undefined;
  const params = contract.params ? validate(contract.params, event.pathParameters ?? {}, 'path') : undefined;
  return { body, query, params };
}
