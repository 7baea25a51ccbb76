import { timingSafeEqual } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { CLIENT_IP_HEADER, ORIGIN_VERIFY_HEADER } from '#shared/edge-headers';
import { fail } from '#core/kernel/errors';

/** The secret CloudFront sends in ORIGIN_VERIFY_HEADER; absent where there is no CloudFront (locally). */
export type OriginSecret = () => Promise<string>;

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * In the cloud the API answers only requests that came through CloudFront (where WAF and its rate rules
 * sit): anything else, such as the execute-api URL called directly, is refused before any work is done.
 * Resolves true when the request is known to come through CloudFront.
 */
export async function checkOrigin(event: APIGatewayProxyEventV2, secret: OriginSecret | undefined): Promise<boolean> {
  if (!secret) return false;
  const sent = event.headers?.[ORIGIN_VERIFY_HEADER];
  if (!sent || !sameText(sent, await secret())) fail('forbidden', 'Requests must come through the NagText site');
  return true;
}

/**
 * The client's address: CloudFront's view of the viewer when the request provably came through it,
 * else the connection's own source (the local runtime puts the socket's address there). X-Forwarded-For
 * is never read: any client can write it.
 */
export function clientAddress(event: APIGatewayProxyEventV2, throughCloudFront: boolean): string | undefined {
  const viewer = throughCloudFront ? event.headers?.[CLIENT_IP_HEADER]?.trim() : undefined;
  return viewer || event.requestContext?.http?.sourceIp || undefined;
}
