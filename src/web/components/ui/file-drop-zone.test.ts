import { describe, expect, it } from 'vitest'
import { ACCEPTED_CV_EXTENSIONS, MAX_CV_BYTES } from '../../../shared/limits.ts'
import { checkFile, extensionOf } from './file-drop-zone.tsx'

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
