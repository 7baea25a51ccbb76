/**
 * The browser's rules for the SPA (served with every response by CloudFront). No inline script: tokens
 * live in localStorage, so script injection is the risk this closes. Inline styles stay allowed because
 * MUI (emotion) injects its styles at runtime. Stripe Checkout and the portal are top-level
 * navigations, which connect-src/form-action do not govern.
 */
export const CSP_DIRECTIVES = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
] as const;

/** Production adds upgrade-insecure-requests (meaningless on the local runtime's plain http). */
export const CONTENT_SECURITY_POLICY = [...CSP_DIRECTIVES, 'upgrade-insecure-requests'].join('; ');

/** Two years, the preload-list minimum, on every subdomain. */
export const HSTS_MAX_AGE_SECONDS = 63072000;
