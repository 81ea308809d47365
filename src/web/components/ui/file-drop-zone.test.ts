import { describe, expect, it } from 'vitest'
import { ACCEPTED_CV_EXTENSIONS, MAX_CV_BYTES } from '../../../shared/limits.ts'
import { checkFile, extensionOf } from './file-drop-zone.tsx'
import { splitFileName } from './file-name.tsx'

const fileOf = (name: string, size: number) => new File([new Uint8Array(size)], name)

describe('file checks of the drop zone', () => {
  it('accepts pdf, doc and docx up to 5 MB, whatever the case of the extension', () => {
    expect(checkFile(fileOf('cv.pdf', 10), ACCEPTED_CV_EXTENSIONS, MAX_CV_BYTES)).toBeNull()
    expect(checkFile(fileOf('CV.DOCX', 10), ACCEPTED_CV_EXTENSIONS, MAX_CV_BYTES)).toBeNull()
    expect(checkFile(fileOf('cv.doc', MAX_CV_BYTES), ACCEPTED_CV_EXTENSIONS, MAX_CV_BYTES)).toBeNull()
  })

  it('refuses other types, naming the extension', () => {
    expect(checkFile(fileOf('cv.txt', 10), ACCEPTED_CV_EXTENSIONS, MAX_CV_BYTES)).toEqual({
      code: 'FILE_TYPE_UNSUPPORTED',
      params: { ext: 'txt' },
    })
    expect(checkFile(fileOf('cv', 10), ACCEPTED_CV_EXTENSIONS, MAX_CV_BYTES)?.code).toBe(
      'FILE_TYPE_UNSUPPORTED',
    )
  })

  it('refuses files over the cap', () => {
    expect(checkFile(fileOf('cv.pdf', MAX_CV_BYTES + 1), ACCEPTED_CV_EXTENSIONS, MAX_CV_BYTES)).toEqual({
      code: 'FILE_TOO_LARGE',
    })
  })

  it('reads the last extension', () => {
    expect(extensionOf('mon.cv.final.PDF')).toBe('pdf')
  })
})

describe('splitFileName', () => {
  it('keeps the extension apart so a long name is cut in its stem', () => {
    expect(splitFileName('Marie-Dupont-cv.pdf')).toEqual({ stem: 'Marie-Dupont-cv', ext: '.pdf' })
    expect(splitFileName('cv.final.docx')).toEqual({ stem: 'cv.final', ext: '.docx' })
    expect(splitFileName('sans-extension')).toEqual({ stem: 'sans-extension', ext: '' })
    expect(splitFileName('.profile')).toEqual({ stem: '.profile', ext: '' })
    expect(splitFileName('notes.')).toEqual({ stem: 'notes.', ext: '' })
    expect(splitFileName('archive.verylongext')).toEqual({ stem: 'archive.verylongext', ext: '' })
  })
})
