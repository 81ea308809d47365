/**
 * The writer's verb tables (data/packs/writer-verbs.json), read once for every file that needs them:
 * the CV writer says bullets with them (writer-facts.ts), the offer reader knows an English mission's
 * opening verb by them (phrases.ts).
 */
import { readFileSync } from 'node:fs'

export const WRITER_VERBS = JSON.parse(
  readFileSync(new URL('./data/packs/writer-verbs.json', import.meta.url), 'utf8'),
) as {
  fr: { nouns: Record<string, string>; verbs: Record<string, string> }
  en: { nouns: Record<string, string>; numbers: Record<string, string>; past: Record<string, string> }
}
