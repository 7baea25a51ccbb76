/**
 * The paths the web app has a page for, so the servers in front of it (the local
 * runtime and CloudFront) answer any other path with HTTP 404 while still sending the app, whose own
 * "404 / Oops! Page not found" page then shows. A unit test keeps this list and the router in step.
 * `:param` stands for one path segment.
 */
export const SPA_ROUTES = [
  '/',
  '/how-it-works',
  '/pricing',
  '/privacy',
  '/terms',
  '/contact',
  '/login',
  '/signup',
  '/dashboard',
  '/profile',
  '/settings',
  '/subscribe',
  '/payment-success',
  '/verify-email',
  '/recover',
  '/recover/cancel',
  '/admin',
  '/admin/login',
  '/admin/dashboard',
  '/admin/stats',
  '/admin/database',
  '/admin/users',
  '/admin/users/:userId',
  '/admin/users/:userId/notifications',
  '/admin/users/:userId/tasks',
  '/admin/users/:userId/messages',
  '/admin/users/:userId/people',
  '/admin/users/:userId/profile',
] as const;

/** One regular expression source for all of them (also inlined in the CloudFront function). */
export const SPA_ROUTE_PATTERN = `^(?:${SPA_ROUTES.map((route) => route.replace(/:[A-Za-z]+/g, '[^/]+')).join('|')})/?$`;

const pattern = new RegExp(SPA_ROUTE_PATTERN);

/** Whether the app has a page at this path (trailing slash allowed). */
export function isSpaRoute(pathname: string): boolean {
  return pattern.test(pathname);
}
