import type { ReactNode } from 'react'
import { ButtonLink, buttonClasses } from '../components/ui/button.tsx'
import { SampleAnalysisCard } from '../features/marketing/components/sample-analysis-card.tsx'
import { StatsBand } from '../features/marketing/components/stats-band.tsx'
import { useT } from '../i18n/i18n.tsx'
import { homeMessages } from '../i18n/messages/home.ts'
import { usePageMeta } from '../lib/page-meta.ts'
import { useSession } from '../lib/session.ts'

export default function HomePage() {
  const t = useT(homeMessages)
  const { user } = useSession()
  usePageMeta(t('metaTitle'), t('metaDescription'))
  const ctaTo = user ? '/dashboard' : '/signup'
  const ctaText = user ? t('ctaDashboard') : t('ctaStart')
  return (
    <>
      <section className="mx-auto grid max-w-6xl grid-cols-1 items-center gap-14 px-4 pb-20 pt-14 sm:px-6 md:pt-20 lg:grid-cols-[1.1fr_1fr]">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-indigo-400/30 bg-indigo-500/10 px-3 py-1 text-xs font-semibold text-indigo-200">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-indigo-300" />
            {t('eyebrow')}
          </p>
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-ink sm:text-5xl xl:text-[3.5rem]">
            {t('heroTitle')}{' '}
            <span className="block bg-gradient-to-r from-indigo-300 via-violet-300 to-sky-300 bg-clip-text text-transparent">
              {t('heroHighlight')}
            </span>
          </h1>
          <p className="mt-6 max-w-xl text-lg text-muted">{t('heroText')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to={ctaTo} size="lg" rightIcon={<Arrow />}>
              {ctaText}
            </ButtonLink>
            <a href="#how-it-works" className={buttonClasses({ variant: 'outline', size: 'lg' })}>
              {t('ctaHow')}
            </a>
          </div>
          {!user && <p className="mt-4 text-sm text-muted">{t('heroNote')}</p>}
        </div>
        <SampleAnalysisCard />
      </section>

      <section
        id="how-it-works"
        aria-labelledby="how-title"
        className="scroll-mt-20 border-y border-line/60 bg-surface/30 py-20"
      >
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <div className="mx-auto max-w-2xl text-center">
            <h2 id="how-title" className="text-3xl font-bold text-ink sm:text-4xl">
              {t('howTitle')}
            </h2>
            <p className="mt-4 text-muted">{t('howText')}</p>
          </div>
          <ul className="mt-12 grid gap-6 md:grid-cols-3">
            <Feature icon={<SparkIcon />} title={t('feature1Title')} text={t('feature1Text')} />
            <Feature icon={<GaugeIcon />} title={t('feature2Title')} text={t('feature2Text')} />
            <Feature icon={<ListIcon />} title={t('feature3Title')} text={t('feature3Text')} />
          </ul>
        </div>
      </section>

      <section aria-labelledby="stats-title" className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
        <h2 id="stats-title" className="sr-only">
          {t('statsTitle')}
        </h2>
        <StatsBand
          labels={{ cvs: t('statCvs'), satisfaction: t('statSatisfaction'), countries: t('statCountries') }}
        />
      </section>

      <section aria-labelledby="closing-title" className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="relative overflow-hidden rounded-3xl border border-indigo-400/30 bg-gradient-to-br from-indigo-600/30 via-surface to-sky-500/10 px-6 py-14 text-center sm:px-12">
          <h2 id="closing-title" className="text-3xl font-bold text-ink sm:text-4xl">
            {t('closingTitle')}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-muted">{t('closingText')}</p>
          <ButtonLink to={ctaTo} size="lg" className="mt-8" rightIcon={<Arrow />}>
            {user ? t('ctaDashboard') : t('closingCta')}
          </ButtonLink>
        </div>
      </section>
    </>
  )
}

function Feature({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <li className="rounded-2xl border border-line bg-surface/70 p-7">
      <span className="inline-flex size-11 items-center justify-center rounded-xl bg-indigo-500/15 text-indigo-200 ring-1 ring-indigo-400/30">
        {icon}
      </span>
      <h3 className="mt-5 text-lg font-semibold text-ink">{title}</h3>
      <p className="mt-2 text-sm text-muted">{text}</p>
    </li>
  )
}

function Arrow() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
      <path d="M10.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4-1.4l3.3-3.3H4a1 1 0 1 1 0-2h9.6l-3.3-3.3a1 1 0 0 1 0-1.4Z" />
    </svg>
  )
}
function SparkIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
    >
      <path d="M12 3v3m0 12v3M3 12h3m12 0h3M5.6 5.6l2.1 2.1m8.6 8.6 2.1 2.1m0-12.8-2.1 2.1m-8.6 8.6-2.1 2.1" />
      <circle cx="12" cy="12" r="3" />
    </svg>
  )
}
function GaugeIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
    >
      <path d="M4 16a8 8 0 1 1 16 0" />
      <path d="m12 16 4-5" />
    </svg>
  )
}
function ListIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
    >
      <path d="M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01" strokeLinecap="round" />
    </svg>
  )
}
