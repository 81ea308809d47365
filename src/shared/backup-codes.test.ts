import { describe, expect, it } from 'vitest'
import {
  BACKUP_CODE_ALPHABET,
  BACKUP_CODE_PATTERN,
  makeBackupCode,
  normaliseBackupCode,
} from './backup-codes.ts'
import { backupCodeSchema } from './schemas/account.ts'

describe('backup codes', () => {
  it('use no look-alike characters', () => {
    for (const c of '0O1IlLo') expect(BACKUP_CODE_ALPHABET).not.toContain(c)
    expect(BACKUP_CODE_ALPHABET).toMatch(/^[A-Z2-9]+$/)
  })

  it('are three groups of four from the alphabet, every symbol reachable', () => {
    let i = 0
    const code = makeBackupCode((n) => i++ % n)
    expect(code).toBe('ABCD-EFGH-JKMN')
    expect(code).toMatch(BACKUP_CODE_PATTERN)
    expect(makeBackupCode((n) => n - 1)).toBe('9999-9999-9999')
  })

  it('are put back as issued when typed in lower case, with spaces or without dashes', () => {
    expect(normaliseBackupCode(' 7kqm-2xwd-r9tf ')).toBe('7KQM-2XWD-R9TF')
    expect(normaliseBackupCode('7kqm 2xwd r9tf')).toBe('7KQM-2XWD-R9TF')
    expect(normaliseBackupCode('7KQM2XWDR9TF')).toBe('7KQM-2XWD-R9TF')
    expect(backupCodeSchema.parse('7kqm-2xwd-r9tf')).toBe('7KQM-2XWD-R9TF')
  })

  it('leave a code of the earlier format as typed (its case matters)', () => {
    expect(normaliseBackupCode('Eqllg-cOyIl')).toBe('Eqllg-cOyIl')
    expect(normaliseBackupCode('abcde-fghjk')).toBe('abcde-fghjk')
    expect(backupCodeSchema.parse(' Eqllg-cOyIl ')).toBe('Eqllg-cOyIl')
  })
})
