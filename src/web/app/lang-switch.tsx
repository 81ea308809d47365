import { LANGS, type Lang, useLang, useT } from '../i18n/i18n.tsx'
import { commonMessages } from '../i18n/messages/common.ts'
import { cn } from '../lib/cn.ts'

/** FR / EN toggle; the choice is remembered (see i18n.tsx). */
export function LangSwitch({ className }: { className?: string }) {
  const { lang, setLang } = useLang()
  const t = useT(commonMessages)
  const labels: Record<Lang, string> = { fr: t('switchToFrench'), en: t('switchToEnglish') }
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form fieldset
    <div
      role="group"
      aria-label={t('language')}
      className={cn('inline-flex rounded-lg bg-surface-2 p-0.5 ring-1 ring-line', className)}
    >
      {LANGS.map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          aria-pressed={lang === code}
          aria-label={labels[code]}
          onClick={() => setLang(code)}
          className={cn(
            'rounded-md px-2.5 py-1 text-xs font-semibold uppercase transition-colors',
            lang === code ? 'bg-brand text-white' : 'text-muted hover:text-ink',
          )}
        >
          {code}
        </button>
      ))}
    </div>
  )
}
