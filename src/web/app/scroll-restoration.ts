/**
 * Back/forward (and a reload) give a page back where it was left, even when its content arrives
 * after the first render. React Router's <ScrollRestoration> scrolls once, when the route renders;
 * /pricing's plan quotes, the dashboard's history and the profile's cards load after that, so the
 * document was still short, the browser clamped the position and the page reopened above where it
 * was left. `useSettledScrollRestoration` follows that one attempt: while the document grows (a
 * ResizeObserver), it scrolls to the saved position again, until the user scrolls, types or touches,
 * the page changes, or SETTLE_LIMIT_MS has passed.
 */
import { useContext, useLayoutEffect } from 'react'
import { UNSAFE_DataRouterStateContext, useLocation } from 'react-router'

/** How long a restored position is held while the page's content arrives. */
export const SETTLE_LIMIT_MS = 4000

export type ScrollEnv = {
  scrollY: () => number
  scrollTo: (y: number) => void
  /** Calls back whenever the document's size changes; returns the unsubscribe. */
  onResize: (callback: () => void) => () => void
  /** Calls back on the user's own scrolling (wheel, touch, keys, pointer); returns the unsubscribe. */
  onUserInput: (callback: () => void) => () => void
  setTimer: (callback: () => void, ms: number) => () => void
}

const USER_INPUT_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const

export function browserScrollEnv(win: Window = window): ScrollEnv {
  return {
    scrollY: () => win.scrollY,
    scrollTo: (y) => win.scrollTo(0, y),
    onResize: (callback) => {
      const observer = new ResizeObserver(() => callback())
      observer.observe(win.document.documentElement)
      observer.observe(win.document.body)
      return () => observer.disconnect()
    },
    onUserInput: (callback) => {
      const options = { capture: true, passive: true }
      for (const type of USER_INPUT_EVENTS) win.addEventListener(type, callback, options)
      return () => {
        for (const type of USER_INPUT_EVENTS) win.removeEventListener(type, callback, options)
      }
    },
    setTimer: (callback, ms) => {
      const id = win.setTimeout(callback, ms)
      return () => win.clearTimeout(id)
    },
  }
}

/**
 * Holds the page at `target` while the document changes size: each change scrolls there again
 * (the browser clamps to what the document allows). Stops at the first user input or after
 * `limitMs`; the returned function stops it too (the page changed).
 */
export function holdScrollPosition(target: number, env: ScrollEnv, limitMs = SETTLE_LIMIT_MS): () => void {
  const stops: Array<() => void> = []
  let isHolding = true
  const stop = () => {
    if (!isHolding) return
    isHolding = false
    for (const unsubscribe of stops.splice(0)) unsubscribe()
  }
  const restore = () => {
    if (isHolding && Math.abs(env.scrollY() - target) > 1) env.scrollTo(target)
  }
  stops.push(env.onResize(restore), env.onUserInput(stop), env.setTimer(stop, limitMs))
  restore()
  return stop
}

/** Mount once in the layout, after <ScrollRestoration /> (its position is the one to hold). */
export function useSettledScrollRestoration(): void {
  const target = useContext(UNSAFE_DataRouterStateContext)?.restoreScrollPosition
  const { key } = useLocation()
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per history entry restored
  useLayoutEffect(() => {
    if (typeof target !== 'number' || target <= 0) return
    return holdScrollPosition(target, browserScrollEnv())
  }, [key, target])
}
