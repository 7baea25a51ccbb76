import type * as z from './zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Any schema of the contracts (zod's smaller build). */
export type Schema = z.ZodMiniType;

export interface Contract {
  method: HttpMethod;
  /** API Gateway style: `/tasks/{id}`. Served under `/api` by CloudFront and by the local runtime. */
  path: string;
  params?: Schema;
  query?: Schema;
  body?: Schema;
  /** The body is passed through untouched (signature checks need the exact bytes). */
  rawBody?: true;
  response: Schema;
  successStatus: 200 | 201;
  /**
   * The answer is not JSON but an iCalendar text: the response schema is `{ calendar, etag }`, served as
   * text/calendar with that ETag (304 when the caller already holds it).
   */
  produces?: 'text/calendar';
  /**
   * A GET that answers HEAD too: the same status and headers (ETag, Content-Length), no body. Calendar apps ask a
   * feed's address with HEAD before they subscribe and to see whether it changed.
   */
  answersHead?: true;
  /**
   * A public GET whose answer is the same for every caller: sent with `Cache-Control: public, max-age=<this>` (the
   * CloudFront behaviour for its path honours it), instead of the API's `no-store`.
   */
  cacheSeconds?: number;
}

/**
 * One call's contract, in its own module under api/ so a Lambda carries only the schemas of its route. The
 * method and path stay literal types, so a handler given another route's contract does not type-check.
 */
export const contract = <const T extends Contract>(definition: T) => definition;
