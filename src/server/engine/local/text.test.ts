import { describe, expect, it } from 'vitest'
import { rememberLast, rememberPer } from './text.ts'

describe('rememberLast', () => {
  it('computes once per argument while the argument is among the last ones', () => {
    const seen: string[] = []
    const upper = rememberLast((s: string) => {
      seen.push(s)
      return { value: s.toUpperCase() }
    }, 2)
    const first = upper('a')
    expect(upper('a')).toBe(first)
    upper('b')
    expect(seen).toEqual(['a', 'b'])
    // A third argument pushes the oldest out: 'a' is computed again, 'b' is not.
    upper('c')
    upper('b')
    upper('a')
    expect(seen).toEqual(['a', 'b', 'c', 'a'])
  })

  it('remembers falsy results too', () => {
    let calls = 0
    const none = rememberLast((_: string) => {
      calls++
      return null
    })
    none('x')
    none('x')
    expect(calls).toBe(1)
  })
})

describe('rememberPer', () => {
  it('computes once per object, again for an equal but different object', () => {
    let calls = 0
    const size = rememberPer((o: { lines: string[] }) => {
      calls++
      return o.lines.length
    })
    const cv = { lines: ['a', 'b'] }
    expect(size(cv)).toBe(2)
    expect(size(cv)).toBe(2)
    expect(size({ lines: ['a', 'b'] })).toBe(2)
    expect(calls).toBe(2)
  })
})
