/** Every route of the SPA, so links and redirects never spell a path twice. */
export const paths = {
  home: '/',
  howItWorks: '/how-it-works',
  pricing: '/pricing',
  privacy: '/privacy',
  terms: '/terms',
  contact: '/contact',
  login: '/login',
  signup: '/signup',
  verifyEmail: '/verify-email',
  recover: '/recover',
  recoverCancel: '/recover/cancel',
  dashboard: '/dashboard',
  profile: '/profile',
  settings: '/settings',
  subscribe: '/subscribe',
  paymentSuccess: '/payment-success',
  admin: {
    login: '/admin/login',
    dashboard: '/admin/dashboard',
    stats: '/admin/stats',
    database: '/admin/database',
    users: '/admin/users',
    user: (userId: string) => `/admin/users/${encodeURIComponent(userId)}`,
    userTab: (userId: string, tab: 'notifications' | 'tasks' | 'messages' | 'people' | 'profile') =>
      `/admin/users/${encodeURIComponent(userId)}/${tab}`,
  },
} as const;
