/** The .doc guard (compound-guard.ts): real Word files pass, broken chains and counts are refused. */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { AppError } from '../../../shared/errors.ts'
import { CompoundRefused, checkDocCompound } from './compound-guard.ts'
import { extractCv, shutdownExtraction } from './index.ts'

const DOC = new Uint8Array(
  readFileSync(
    join(import.meta.dirname, '..', '..', '..', '..', 'test', 'fixtures', 'generated', 'cv-2pages.doc'),
  ),
)

afterAll(async () => {
  await shutdownExtraction()
})

/** A copy of the file with the directory's chain looping over two sectors (A → B → A). */
function withLoopingDirectory(bytes: Uint8Array): Uint8Array {
  const out = bytes.slice()
  const view = new DataView(out.buffer)
  const size = 1 << view.getInt16(30, true)
  const firstSatSector = view.getInt32(76, true)
  const directory = view.getInt32(48, true)
  const other = directory === 0 ? 1 : 0
  const entry = (id: number) => (firstSatSector + 1) * size + 4 * id
  view.setInt32(entry(directory), other, true)
  view.setInt32(entry(other), directory, true)
  return out
}

describe('checkDocCompound', () => {
  it('lets a real Word 97–2003 file through', () => {
    expect(() => checkDocCompound(DOC)).not.toThrow()
  })

  it('refuses a sector chain that never ends', () => {
    expect(() => checkDocCompound(withLoopingDirectory(DOC))).toThrow(CompoundRefused)
  })

  it('refuses a header counting more table sectors than the file holds', () => {
    const out = DOC.slice()
    new DataView(out.buffer).setInt32(44, 1_000_000, true)
    expect(() => checkDocCompound(out)).toThrow(CompoundRefused)
  })

  it('refuses a file shorter than its header', () => {
    expect(() => checkDocCompound(DOC.slice(0, 300))).toThrow(CompoundRefused)
  })

  it('turns the refusal into the error a user reads, the worker kept', async () => {
    const error = await extractCv({ bytes: withLoopingDirectory(DOC), fileName: 'cv.doc' }).catch((e) => e)
    expect(error).toBeInstanceOf(AppError)
    expect((error as AppError).code).toBe('CV_UNREADABLE')
    // (refused by the guard, not by the worker's heap giving out)
    const cause: unknown = (error as AppError).cause
    expect(String(cause instanceof Error ? cause.message : cause)).toMatch(/never ends/)
    const ok = await extractCv({ bytes: DOC, fileName: 'cv.doc' })
    expect(ok.text.length).toBeGreaterThan(100)
  })
})
