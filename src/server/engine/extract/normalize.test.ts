import { describe, expect, it } from 'vitest'
import { detectCvType, fileExtension } from './detect.ts'
import { unspaceLetters } from './layout.ts'
import { normalizeCvText } from './normalize.ts'

describe('normalizeCvText', () => {
  it('composes accents (NFC) and keeps them', () => {
    expect(normalizeCvText('Ele\u0301onore, re\u0301sume\u0301')).toBe('El\u00e9onore, r\u00e9sum\u00e9')
    expect(normalizeCvText('Français, Hydrogéologie')).toBe('Français, Hydrogéologie')
  })
  it('joins a heading’s small-capital initials drawn apart, never a word of one letter', () => {
    expect(normalizeCvText('P ROFESSIONAL E XPERIENCE\nW ORK HISTORY\nL ANGUAGES & I NTERESTS')).toBe(
      'PROFESSIONAL EXPERIENCE\nWORK HISTORY\nLANGUAGES & INTERESTS',
    )
    expect(normalizeCvText('À PROPOS DE MOI\nI AM A TEAM PLAYER\nA CV')).toBe(
      'À PROPOS DE MOI\nI AM A TEAM PLAYER\nA CV',
    )
  })
  it('expands ligatures', () => {
    expect(normalizeCvText('Scientiﬁc ﬂexible eﬀort oﬃce baﬄe ﬅ ﬆ')).toBe(
      'Scientific flexible effort office baffle st st',
    )
  })
  it('rejoins words hyphenated at a line end, keeps real hyphens', () => {
    expect(normalizeCvText('develop-\nment')).toBe('development')
    expect(normalizeCvText('compétences pro-\nfessionnelles')).toBe('compétences professionnelles')
    expect(normalizeCvText('Jean-\nPierre')).toBe('Jean-\nPierre')
    expect(normalizeCvText('Jean-Pierre, front-end')).toBe('Jean-Pierre, front-end')
    expect(normalizeCvText('soft\u00ADware')).toBe('software')
    expect(normalizeCvText('main\u00AD\ntenance')).toBe('maintenance')
  })
  it('turns bullets into "- " and drops lone bullets', () => {
    expect(normalizeCvText('• Python\n● SQL\n▪ Excel\n◦ Git\n■ Java\n– Docker\n•Go\n•\nFin')).toBe(
      '- Python\n- SQL\n- Excel\n- Git\n- Java\n- Docker\n- Go\nFin',
    )
  })
  it('collapses runs of spaces, drops icon-font glyphs and zero-width characters, keeps pages', () => {
    expect(normalizeCvText('a   b\t\tc\u00A0d \uF0E0 mail\u200B@x.fr  \n\n\n\n\nfin\fpage 2')).toBe(
      'a b c d mail@x.fr\n\nfin\fpage 2',
    )
  })
  it('is idempotent', () => {
    const once = normalizeCvText('• déve-\nloppement   ﬁn\f\n\n  Page 2 – suite')
    expect(normalizeCvText(once)).toBe(once)
  })
})

describe('unspaceLetters (letter-spaced words from pdf.js)', () => {
  it('joins spaced-out letters', () => {
    expect(unspaceLetters('E X P E R I E N C E')).toBe('EXPERIENCE')
    expect(unspaceLetters('1 2 3 4 B r o a d w a y')).toBe('1234 Broadway')
    expect(unspaceLetters('I am a CV')).toBe('I am a CV')
  })
})

describe('detectCvType and fileExtension', () => {
  it('detects by magic bytes', () => {
    expect(detectCvType(new Uint8Array(Buffer.from('%PDF-1.4\n...')))).toBe('pdf')
    expect(detectCvType(new Uint8Array(Buffer.from('PK\u0003\u0004 not a real zip')))).toBeNull()
    expect(detectCvType(new Uint8Array(Buffer.from('hello')))).toBeNull()
    const cfb = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(600),
    ])
    expect(detectCvType(new Uint8Array(cfb))).toBeNull()
    Buffer.from('WordDocument', 'utf16le').copy(cfb, 100)
    expect(detectCvType(new Uint8Array(cfb))).toBe('doc')
  })
  it('takes the extension lower case without the dot', () => {
    expect(fileExtension('Mon CV.Final.DOCX')).toBe('docx')
    expect(fileExtension('modele.dotx')).toBe('dotx')
    expect(fileExtension('cv')).toBe('')
  })
})
