import { CSP_DIRECTIVES } from '../infra/constructs/security-headers';

/**
 * The headers CloudFront adds in production, applied to every local response too, so the SPA is
 * exercised under the same rules. The policy's directives are production's own, minus
 * upgrade-insecure-requests and HSTS, which mean nothing over plain http://localhost.
 */
export const CONTENT_SECURITY_POLICY = CSP_DIRECTIVES.join('; ');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};
