/**
 * Recently extracted CV texts, so a user who analyses the SAME file against several job offers
 * (the product's main use) does not pay for its extraction again (pdf.js ≈ 50 ms of CPU per 2-page
 * PDF, seconds with OCR). Keyed by the user, the file's extension and the SHA-256 of its bytes: a
 * different user, or one changed byte, is a miss — never a result across users or files.
 * Only successful extractions are kept; entries expire after TTL_MS and the map holds at most
 * MAX_ENTRIES (least recently used first out), texts over MAX_TEXT_CHARS are not kept. In memory
 * only, per process: nothing is written anywhere, and `forgetUser` drops a user's entries.
 */
import { createHash } from 'node:crypto'
import type { ExtractCvInput, ExtractedCv } from '../../engine/index.ts'

const TTL_MS = 10 * 60_000
const MAX_ENTRIES = 64
const MAX_TEXT_CHARS = 200_000

type Entry = { value: ExtractedCv; expiresAt: number }

export type Extract = (input: ExtractCvInput) => Promise<ExtractedCv>

export class ExtractionCache {
  private readonly entries = new Map<string, Entry>()

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxEntries = MAX_ENTRIES,
  ) {}

  /** `extract` for one user's upload, answered from the cache when the same file was just read. */
  forUser(userId: string, extract: Extract): Extract {
    return async (input) => {
      const dot = input.fileName.lastIndexOf('.')
      const ext = dot >= 0 ? input.fileName.slice(dot + 1).toLowerCase() : ''
      const digest = createHash('sha256').update(input.bytes).digest('base64url')
      const key = `${userId}\u0000${ext}\u0000${digest}`
      const hit = this.entries.get(key)
      if (hit && hit.expiresAt > this.now()) {
        // Most recently used goes last.
        this.entries.delete(key)
        this.entries.set(key, hit)
        return { ...hit.value, durationMs: 0 }
      }
      if (hit) this.entries.delete(key)
      const value = await extract(input)
      if (value.text.length <= MAX_TEXT_CHARS) {
        this.entries.set(key, { value, expiresAt: this.now() + TTL_MS })
        while (this.entries.size > this.maxEntries) {
          const oldest = this.entries.keys().next().value
          if (oldest === undefined) break
          this.entries.delete(oldest)
        }
      }
      return value
    }
  }

  forgetUser(userId: string): void {
    const prefix = `${userId}\u0000`
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key)
  }

  get size(): number {
    return this.entries.size
  }
}
