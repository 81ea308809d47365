import { describe, expect, it } from 'vitest'
import { holdScrollPosition, type ScrollEnv } from './scroll-restoration.ts'

/** A page whose document grows as its content arrives; the browser clamps scrolling to it. */
function fakePage(initialHeight: number, viewport = 800) {
  let height = initialHeight
  let y = 0
  const resize = new Set<() => void>()
  const input = new Set<() => void>()
  const timers = new Set<() => void>()
  const env: ScrollEnv = {
    scrollY: () => y,
    scrollTo: (to) => {
      y = Math.max(0, Math.min(to, height - viewport))
    },
    onResize: (cb) => {
      resize.add(cb)
      return () => resize.delete(cb)
    },
    onUserInput: (cb) => {
      input.add(cb)
      return () => input.delete(cb)
    },
    setTimer: (cb) => {
      timers.add(cb)
      return () => timers.delete(cb)
    },
  }
  return {
    env,
    y: () => y,
    listeners: () => resize.size + input.size + timers.size,
    grow: (to: number) => {
      height = to
      for (const cb of [...resize]) cb()
    },
    userScrolls: (to: number) => {
      for (const cb of [...input]) cb()
      y = to
    },
    timeOut: () => {
      for (const cb of [...timers]) cb()
    },
  }
}

describe('holdScrollPosition', () => {
  it('scrolls to the saved position again as the content arrives, then stops at the time limit', () => {
    const page = fakePage(1500)
    holdScrollPosition(2400, page.env)
    expect(page.y()).toBe(700) // clamped: the quotes are not there yet
    page.grow(2600)
    expect(page.y()).toBe(1800)
    page.grow(4000)
    expect(page.y()).toBe(2400)
    page.timeOut()
    expect(page.listeners()).toBe(0)
    page.grow(5000)
    expect(page.y()).toBe(2400)
  })

  it('lets the user scroll: the first input ends it', () => {
    const page = fakePage(1500)
    holdScrollPosition(2400, page.env)
    page.userScrolls(100)
    expect(page.listeners()).toBe(0)
    page.grow(4000)
    expect(page.y()).toBe(100)
  })

  it('ends when the page changes', () => {
    const page = fakePage(1500)
    const stop = holdScrollPosition(2400, page.env)
    stop()
    expect(page.listeners()).toBe(0)
    page.grow(4000)
    expect(page.y()).toBe(700)
  })
})
