/**
 * Languages of the interface (decision 17): French by default, English on request. The choice is
 * remembered in localStorage and reflected in <html lang>. Messages live in namespace files
 * (`src/web/i18n/messages/<ns>.ts` or a feature's own file) made with `defineMessages`, so each
 * lazy route only loads its own strings; `useT(messages)` returns a typed translator.
 */
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react'
import type { Lang } from '../../shared/format.ts'

export type { Lang }
export const LANGS: readonly Lang[] = ['fr', 'en']
const STORAGE_KEY = 'adequat.lang'

type LangContextValue = { lang: Lang; setLang: (lang: Lang) => void }
const LangContext = createContext<LangContextValue | null>(null)

export function readStoredLang(): Lang {
  try {
    const stored = globalThis.localStorage?.getItem(STORAGE_KEY)
    return stored === 'en' ? 'en' : 'fr'
  } catch {
    return 'fr'
  }
}

export function LangProvider({ children, initial }: { children: ReactNode; initial?: Lang }) {
  const [lang, setLangState] = useState<Lang>(() => initial ?? readStoredLang())
  useEffect(() => {
    document.documentElement.lang = lang
  }, [lang])
  const setLang = useCallback((next: Lang) => {
    setLangState(next)
    try {
      localStorage.setItem(STORAGE_KEY, next)
    } catch {
      // private mode: the choice lasts for this visit only
    }
  }, [])
  const value = useMemo(() => ({ lang, setLang }), [lang, setLang])
  return <LangContext.Provider value={value}>{children}</LangContext.Provider>
}

export function useLang(): LangContextValue {
  const value = useContext(LangContext)
  if (!value) throw new Error('useLang must be used inside <LangProvider>')
  return value
}

export type Messages<K extends string> = { fr: Record<K, string>; en: Record<K, string> }

/** Declares a namespace; English must have exactly the French keys (checked by tsc). */
export function defineMessages<K extends string>(messages: { fr: Record<K, string>; en: Record<K, string> }) {
  return messages as Messages<K>
}

export type Params = Record<string, string | number>

/** Replaces `{name}` placeholders. */
export function interpolate(template: string, params?: Params): string {
  if (!params) return template
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  )
}

export type Translate<K extends string> = (key: K, params?: Params) => string

export function translator<K extends string>(messages: Messages<K>, lang: Lang): Translate<K> {
  return (key, params) => interpolate(messages[lang][key] ?? messages.fr[key] ?? key, params)
}

export function useT<K extends string>(messages: Messages<K>): Translate<K> {
  const { lang } = useLang()
  return useMemo(() => translator(messages, lang), [messages, lang])
}

/** Picks the right text from a `{ fr, en }` pair (plan catalogue, field errors). */
export function useLocalized() {
  const { lang } = useLang()
  return useCallback(<T,>(value: { fr: T; en: T }): T => value[lang], [lang])
}
