import { ButtonLink } from '../components/ui/button.tsx'
import { useT } from '../i18n/i18n.tsx'
import { supportMessages } from '../i18n/messages/pages.ts'
import { usePageMeta } from '../lib/page-meta.ts'
import { SITE } from '../lib/site.ts'

const QUESTIONS = [1, 2, 3, 4, 5, 6] as const

/** Decision 10: /support is a help page (FAQ and contact link). */
export default function SupportPage() {
  const t = useT(supportMessages)
  usePageMeta(t('metaTitle'), t('metaDescription'))
  return (
    <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
      <h1 className="text-4xl font-extrabold text-ink">{t('title')}</h1>
      <p className="mt-4 text-lg text-muted">{t('lead')}</p>
      <section aria-labelledby="faq-title" className="mt-12">
        <h2 id="faq-title" className="text-2xl font-bold text-ink">
          {t('faqTitle')}
        </h2>
        <div className="mt-6 space-y-3">
          {QUESTIONS.map((n) => (
            <details key={n} className="group rounded-xl border border-line bg-surface/70 open:bg-surface">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 font-medium text-ink">
                {t(`q${n}`)}
                <span aria-hidden="true" className="text-accent transition-transform group-open:rotate-45">
                  +
                </span>
              </summary>
              <p className="px-5 pb-5 text-muted">{t(`a${n}`)}</p>
            </details>
          ))}
        </div>
      </section>
      <section
        aria-labelledby="support-contact-title"
        className="mt-12 rounded-2xl border border-indigo-400/30 bg-indigo-500/10 p-8"
      >
        <h2 id="support-contact-title" className="text-xl font-bold text-ink">
          {t('contactTitle')}
        </h2>
        <p className="mt-2 text-muted">{t('contactText')}</p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to="/contact">{t('contactCta')}</ButtonLink>
          <a
            href={`mailto:${SITE.supportEmail}`}
            className="inline-flex h-11 items-center text-sm font-semibold text-accent hover:underline"
          >
            {t('emailCta', { email: SITE.supportEmail })}
          </a>
        </div>
      </section>
    </div>
  )
}
