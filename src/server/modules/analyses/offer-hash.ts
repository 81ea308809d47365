/**
 * The identity of an offer across runs ('Relancer avec un autre CV', issue 12): the SHA-256 of its
 * normalised text. Normalised: Unicode NFC, no-break spaces (U+00A0, U+202F) as spaces, every run of
 * ASCII white space as one space, no leading or trailing space. Letter case is kept: PostgreSQL's
 * lower() depends on the database's locale, and migration 0011 computes the same hash in SQL for the
 * analyses stored before it (offer-hash.test.ts checks both agree). Only the hash is stored beside
 * the text and compared; neither is logged.
 */
import { createHash } from 'node:crypto'

export function normaliseOffer(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/[ \t\n\r\f\v]+/g, ' ')
    .replace(/^ | $/g, '')
}

export function offerHash(text: string): string {
  return createHash('sha256').update(normaliseOffer(text), 'utf8').digest('hex')
}
