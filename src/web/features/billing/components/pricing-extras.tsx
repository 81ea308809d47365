/** The pricing page's features section and FAQ (three entries, specification §2 'Pricing'). */
import type { ReactNode } from 'react'
import { useT } from '../../../i18n/i18n.tsx'
import { billingMessages } from '../messages.ts'

function Feature({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <div className="rounded-2xl border border-line bg-surface/60 p-6">
      <div className="flex size-11 items-center justify-center rounded-xl bg-indigo-500/15 text-indigo-200">
        {icon}
      </div>
      <h3 className="mt-4 text-lg font-semibold text-ink">{title}</h3>
      <p className="mt-2 text-sm text-muted">{text}</p>
    </div>
  )
}

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
    >
      {children}
    </svg>
  )
}

export function PricingFeatures() {
  const t = useT(billingMessages)
  return (
    <section aria-labelledby="pricing-features" className="mt-24">
      <h2 id="pricing-features" className="text-center text-2xl font-bold text-ink sm:text-3xl">
        {t('featuresTitle')}
      </h2>
      <div className="mt-10 grid gap-6 md:grid-cols-3">
        <Feature
          icon={
            <Icon>
              <path d="M12 3l1.8 4.7L18.5 9.5l-4.7 1.8L12 16l-1.8-4.7L5.5 9.5l4.7-1.8L12 3zM19 15l.9 2.1L22 18l-2.1.9L19 21l-.9-2.1L16 18l2.1-.9L19 15z" />
            </Icon>
          }
          title={t('featureAiTitle')}
          text={t('featureAiText')}
        />
        <Feature
          icon={
            <Icon>
              <circle cx="12" cy="12" r="9" />
              <path d="M12 7v5l3 3" />
            </Icon>
          }
          title={t('featureScoreTitle')}
          text={t('featureScoreText')}
        />
        <Feature
          icon={
            <Icon>
              <path d="M4 5h16v11H8l-4 4V5z" />
              <path d="M9 9.5a3 3 0 115 2.2c-.9.6-2 1-2 2.3M12 16.5v.1" />
            </Icon>
          }
          title={t('featureQuestionsTitle')}
          text={t('featureQuestionsText')}
        />
      </div>
    </section>
  )
}

export function PricingFaq() {
  const t = useT(billingMessages)
  const entries = [
    [t('faqChangeQ'), t('faqChangeA')],
    [t('faqTrialQ'), t('faqTrialA')],
    [t('faqCancelQ'), t('faqCancelA')],
  ] as const
  return (
    <section aria-labelledby="pricing-faq" className="mx-auto mt-24 max-w-3xl">
      <h2 id="pricing-faq" className="text-center text-2xl font-bold text-ink sm:text-3xl">
        {t('faqTitle')}
      </h2>
      <dl className="mt-8 divide-y divide-line rounded-2xl border border-line bg-surface/60">
        {entries.map(([question, answer]) => (
          <div key={question} className="p-6">
            <dt className="font-semibold text-ink">{question}</dt>
            <dd className="mt-2 text-sm text-muted">{answer}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
