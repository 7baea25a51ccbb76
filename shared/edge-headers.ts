/**
 * Headers CloudFront adds on its way to the API (infra/constructs/spa-hosting.ts) and the API's one
 * middy stack reads (lambdas/http): both sides name them from here.
 */

/** Carries the secret only CloudFront knows: the API refuses requests without it (its own URL is public). */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

/**
 * The viewer's address as CloudFront saw it (event.viewer.ip, set by the viewer-request function, which
 * overwrites anything a client sent under that name). Trusted only on requests that carry the origin secret.
 */
export const CLIENT_IP_HEADER = 'true-client-ip';
