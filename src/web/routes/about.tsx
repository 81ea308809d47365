import type { ReactNode } from 'react'
import { StatsBand } from '../features/marketing/components/stats-band.tsx'
import { useT } from '../i18n/i18n.tsx'
import { aboutMessages } from '../i18n/messages/pages.ts'
import { usePageMeta } from '../lib/page-meta.ts'

export default function AboutPage() {
  const t = useT(aboutMessages)
  usePageMeta(t('metaTitle'), t('metaDescription'))
  return (
    <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
      <header className="mx-auto max-w-3xl text-center">
        <h1 className="text-4xl font-extrabold text-ink sm:text-5xl">{t('title')}</h1>
        <p className="mt-5 text-lg text-muted">{t('lead')}</p>
      </header>
      <section
        aria-labelledby="mission-title"
        className="mx-auto mt-16 max-w-3xl rounded-2xl border border-line bg-surface/70 p-8"
      >
        <h2 id="mission-title" className="text-2xl font-bold text-ink">
          {t('missionTitle')}
        </h2>
        <p className="mt-4 text-muted">{t('missionText1')}</p>
        <p className="mt-3 text-muted">{t('missionText2')}</p>
      </section>
      <section aria-labelledby="values-title" className="mt-16">
        <h2 id="values-title" className="text-center text-2xl font-bold text-ink">
          {t('valuesTitle')}
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          <Value title={t('innovationTitle')} text={t('innovationText')} icon="✦" />
          <Value title={t('accessibilityTitle')} text={t('accessibilityText')} icon="◎" />
          <Value title={t('privacyTitle')} text={t('privacyText')} icon="⬡" />
        </ul>
      </section>
      <section aria-labelledby="about-stats-title" className="mt-16">
        <h2 id="about-stats-title" className="text-center text-2xl font-bold text-ink">
          {t('statsTitle')}
        </h2>
        <StatsBand
          className="mt-8"
          labels={{ cvs: t('statCvs'), satisfaction: t('statSatisfaction'), countries: t('statCountries') }}
        />
      </section>
    </div>
  )
}

function Value({ title, text, icon }: { title: string; text: string; icon: ReactNode }) {
  return (
    <li className="rounded-2xl border border-line bg-surface/70 p-7">
      <span
        aria-hidden="true"
        className="inline-flex size-11 items-center justify-center rounded-xl bg-indigo-500/15 text-xl text-indigo-200 ring-1 ring-indigo-400/30"
      >
        {icon}
      </span>
      <h3 className="mt-5 text-lg font-semibold text-ink">{title}</h3>
      <p className="mt-2 text-sm text-muted">{text}</p>
    </li>
  )
}
