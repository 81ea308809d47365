/**
 * Routes (specification §2). Every page is a lazy route so the landing page only loads its own
 * code; the shell (header, footer) is in the main chunk. Every page but the landing page sits
 * under QueryLayout (TanStack Query); signed-in pages under ProtectedRoute.
 */
import type { ComponentType } from 'react'
import { createBrowserRouter, type RouteObject } from 'react-router'
import { keyThisDocumentEntry } from './history-key.ts'
import { RootLayout } from './layout.tsx'
import { ProtectedRoute } from './protected-route.tsx'
import { RouteError } from './route-error.tsx'

type PageModule = { default: ComponentType }

function page(load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).default }) }
}

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    hydrateFallbackElement: <span />,
    children: [
      { index: true, ...page(() => import('../routes/home.tsx')) },
      {
        ...page(() => import('./query-layout.tsx')),
        children: [
          { path: 'login', ...page(() => import('../routes/login.tsx')) },
          { path: 'signup', ...page(() => import('../routes/signup.tsx')) },
          { path: 'auth/callback', ...page(() => import('../routes/auth-callback.tsx')) },
          { path: 'update-password', ...page(() => import('../routes/update-password.tsx')) },
          { path: 'pricing', ...page(() => import('../routes/pricing.tsx')) },
          { path: 'privacy', ...page(() => import('../routes/privacy.tsx')) },
          { path: 'terms', ...page(() => import('../routes/terms.tsx')) },
          { path: 'about', ...page(() => import('../routes/about.tsx')) },
          { path: 'contact', ...page(() => import('../routes/contact.tsx')) },
          { path: 'support', ...page(() => import('../routes/support.tsx')) },
          { path: 'dev/outbox', ...page(() => import('../routes/dev-outbox.tsx')) },
          {
            Component: ProtectedRoute,
            children: [
              { path: 'dashboard', ...page(() => import('../routes/dashboard.tsx')) },
              { path: 'compare', ...page(() => import('../routes/compare.tsx')) },
              { path: 'profile', ...page(() => import('../routes/profile.tsx')) },
              { path: 'checkout/success', ...page(() => import('../routes/checkout-success.tsx')) },
              { path: 'checkout/cancel', ...page(() => import('../routes/checkout-cancel.tsx')) },
              {
                path: 'billing/local-checkout/:session',
                ...page(() => import('../routes/local-checkout.tsx')),
              },
              { path: 'billing/local-portal', ...page(() => import('../routes/local-portal.tsx')) },
            ],
          },
          { path: '*', ...page(() => import('../routes/not-found.tsx')) },
        ],
      },
    ],
  },
]

export function createRouter() {
  // before the router reads the entry: each document gets its own scroll-restoration key
  keyThisDocumentEntry()
  return createBrowserRouter(routes)
}
