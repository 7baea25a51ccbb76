import { gzipSync } from 'node:zlib';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { ErrorBody } from '#shared/contracts/common';
import { DomainError } from '#core/kernel/errors';
import { STATUS_BY_CODE } from './status-codes';

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

export function jsonResponse(
  statusCode: number,
  body: unknown,
  headers: Record<string, string> = {},
): APIGatewayProxyStructuredResultV2 {
  return { statusCode, headers: { ...JSON_HEADERS, ...headers }, body: JSON.stringify(body) };
}

/**
 * An iCalendar answer: private (its URL is a secret) and briefly cacheable, with its ETag; 304 and no body when
 * the caller already holds this version (If-None-Match).
 */
export function calendarResponse(
  body: { calendar: string; etag: string },
  requestHeaders: Record<string, string | undefined>,
): APIGatewayProxyStructuredResultV2 {
  const headers = { etag: body.etag, 'cache-control': 'private, max-age=300' };
  const held = (requestHeaders['if-none-match'] ?? requestHeaders['If-None-Match'] ?? '')
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''));
  if (held.includes(body.etag) || held.includes('*')) return { statusCode: 304, headers, body: '' };
  return {
    statusCode: 200,
    headers: {
      ...headers,
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': 'inline; filename="nagtext-reminders.ics"',
    },
    body: body.calendar,
  };
}

/** Above this, a JSON answer goes gzipped to a client that accepts it (a data download of a busy account). */
const COMPRESS_ABOVE_BYTES = 256 * 1024;

/**
 * A Lambda answers at most 6 MB: the download of an account with 10,000 texts and as many nags comes near it as
 * JSON, and to a tenth of it gzipped (base64, as API Gateway wants binary bodies).
 */
export function compressedIfLarge(
  response: APIGatewayProxyStructuredResultV2,
  requestHeaders: Record<string, string | undefined>,
): APIGatewayProxyStructuredResultV2 {
  const body = response.body ?? '';
  const accepts = /\bgzip\b/i.test(requestHeaders['accept-encoding'] ?? requestHeaders['Accept-Encoding'] ?? '');
  if (!accepts || Buffer.byteLength(body) <= COMPRESS_ABOVE_BYTES) return response;
  return {
    ...response,
    headers: { ...response.headers, 'content-encoding': 'gzip', vary: 'accept-encoding' },
    body: gzipSync(body).toString('base64'),
    isBase64Encoded: true,
  };
}

export function errorResponse(error: DomainError): APIGatewayProxyStructuredResultV2 {
  const { issues, shouldSignup, retryAfterSeconds } = error.extras;
  const body: ErrorBody = {
    error: { code: error.code, message: error.message, ...(issues ? { issues } : {}) },
    ...(shouldSignup !== undefined ? { shouldSignup } : {}),
    ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
  };
  const headers: Record<string, string> =
    retryAfterSeconds !== undefined ? { 'retry-after': String(retryAfterSeconds) } : {};
  return jsonResponse(STATUS_BY_CODE[error.code], body, headers);
}

export const internalErrorResponse = () =>
  errorResponse(new DomainError('internal', 'Something went wrong on our side. Please try again later.'));
