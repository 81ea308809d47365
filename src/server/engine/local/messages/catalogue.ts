/** The writer's catalogue for a language (types.ts). */
import type { Lang } from '../parse.ts'
import { en } from './en.ts'
import { fr } from './fr.ts'
import type { WriterMessages } from './types.ts'

export const messagesFor = (lang: Lang): WriterMessages => (lang === 'fr' ? fr : en)
