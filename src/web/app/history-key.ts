/**
 * Gives the current history entry its own key when the document was loaded by the browser (typed
 * URL, link from another site, `location.assign`, a reload of a new tab…).
 *
 * Why: React Router's <ScrollRestoration> saves the scroll position per `location.key`, but an entry
 * created by a full page load has no history state, so React Router calls it "default" — the SAME key
 * for every such entry. Leaving /pricing scrolled down by a full page load (the checkout, the billing
 * portal) saved the position under "default", and the next document loaded (the payment page, a typed
 * URL, the home page after the account deletion) restored it: pages opened scrolled to the footer.
 * With a key of its own, a new document opens at the top; a reload or back/forward keeps its
 * history state, so the same key, and its position is restored — and held while the page's content
 * arrives (./scroll-restoration.ts).
 */
export function keyThisDocumentEntry(history: History = window.history): void {
  const state: unknown = history.state
  const current = state && typeof state === 'object' ? (state as Record<string, unknown>) : {}
  if (typeof current.key === 'string' && current.key !== '' && current.key !== 'default') return
  // the shape React Router's browser history writes: { usr, key, idx }
  history.replaceState({ usr: null, ...current, key: Math.random().toString(36).slice(2, 10) }, '')
}
