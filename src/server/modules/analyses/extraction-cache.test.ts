import { describe, expect, it } from 'vitest'
import type { ExtractCvInput, ExtractedCv } from '../../engine/index.ts'
import { ExtractionCache } from './extraction-cache.ts'

function counting() {
  const calls: string[] = []
  const extract = async (input: ExtractCvInput): Promise<ExtractedCv> => {
    calls.push(input.fileName)
    return {
      text: `text of ${new TextDecoder().decode(input.bytes)}`,
      kind: 'pdf',
      pages: 1,
      usedOcr: false,
      durationMs: 40,
    }
  }
  return { calls, extract }
}

const file = (content: string, fileName = 'cv.pdf'): ExtractCvInput => ({
  bytes: new TextEncoder().encode(content),
  fileName,
})

describe('ExtractionCache', () => {
  it("answers the same user's same file from the cache, never another user's or another file", async () => {
    const cache = new ExtractionCache()
    const { calls, extract } = counting()
    const alice = cache.forUser('alice', extract)
    expect((await alice(file('A'))).text).toBe('text of A')
    const again = await alice(file('A'))
    expect(again).toMatchObject({ text: 'text of A', durationMs: 0 })
    expect(calls).toHaveLength(1)
    await cache.forUser('bob', extract)(file('A'))
    await alice(file('B'))
    await alice(file('A', 'cv.docx'))
    expect(calls).toHaveLength(4)
  })

  it('keeps no failure, forgets after its time limit, evicts the least recently used, forgets a user', async () => {
    let now = 0
    const cache = new ExtractionCache(() => now, 2)
    const { calls, extract } = counting()
    const failing = cache.forUser('u', async () => {
      throw new Error('unreadable')
    })
    await expect(failing(file('X'))).rejects.toThrow('unreadable')
    expect(cache.size).toBe(0)
    const u = cache.forUser('u', extract)
    await u(file('A'))
    now += 11 * 60_000
    await u(file('A'))
    expect(calls).toHaveLength(2)
    await u(file('B'))
    await u(file('A')) // A is now the most recent
    await u(file('C')) // evicts B
    expect(cache.size).toBe(2)
    await u(file('A'))
    expect(calls).toHaveLength(4)
    await u(file('B'))
    expect(calls).toHaveLength(5)
    cache.forgetUser('u')
    expect(cache.size).toBe(0)
  })
})
