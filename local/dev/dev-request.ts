import type { IncomingMessage, ServerResponse } from 'node:http';
import type { z } from 'zod';
import { readBody } from '../read-body';
import { sendError } from '../send-json';

/** The /dev JSON bodies are tiny; anything bigger is a mistake. */
const DEV_BODY_LIMIT = 16 * 1024;

/** Reads and validates a /dev JSON body; on bad input answers 400 itself and resolves null. */
export async function readDevBody<S extends z.ZodType>(
  req: IncomingMessage,
  res: ServerResponse,
  schema: S,
): Promise<z.output<S> | null> {
  // JSON only: another site's page cannot send that cross-origin without a preflight we never grant,
  // so it cannot reply as a phone or move the clock through the developer's browser.
  if (!/^application\/json\b/i.test(req.headers['content-type'] ?? '')) {
    sendError(res, 415, 'unsupported_media_type', 'Request body must be JSON (Content-Type: application/json)');
    return null;
  }
  const raw = (await readBody(req, DEV_BODY_LIMIT)).toString('utf8');
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    sendError(
      res,
      400,
      'validation_failed',
      raw.trim() === '' ? 'Request body is required' : 'Request body is not valid JSON',
    );
    return null;
  }
  return validateDev(res, schema, json);
}

/** Validates input; on failure answers 400 with the product's error body and resolves null. */
export function validateDev<S extends z.ZodType>(res: ServerResponse, schema: S, value: unknown): z.output<S> | null {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  sendError(res, 400, 'validation_failed', issues[0]?.message ?? 'Invalid request', { issues });
  return null;
}
