import type { ServerResponse } from 'node:http';
import type { ErrorBody, ErrorCode } from '#shared/contracts/common';

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(res.req.method === 'HEAD' ? undefined : text);
}

/** The product's one error body, for failures the local runtime answers itself. */
export function sendError(
  res: ServerResponse,
  status: number,
  code: ErrorCode,
  message: string,
  extra: { issues?: ErrorBody['error']['issues']; headers?: Record<string, string> } = {},
): void {
  const body: ErrorBody = { error: { code, message, ...(extra.issues ? { issues: extra.issues } : {}) } };
  sendJson(res, status, body, extra.headers);
}
