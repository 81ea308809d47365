import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Card } from '../components/ui/card.tsx'
import { ContactForm } from '../features/contact/components/contact-form.tsx'
import { useT } from '../i18n/i18n.tsx'
import { contactMessages } from '../i18n/messages/contact.ts'
import { usePageMeta } from '../lib/page-meta.ts'
import { SITE } from '../lib/site.ts'

export default function ContactPage() {
  const t = useT(contactMessages)
  usePageMeta(t('metaTitle'), t('metaDescription'))
  return (
    <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
      <header className="max-w-2xl">
        <h1 className="text-4xl font-extrabold text-ink sm:text-5xl">{t('title')}</h1>
        <p className="mt-4 text-lg text-muted">{t('lead')}</p>
      </header>
      <div className="mt-12 grid gap-8 lg:grid-cols-[1.6fr_1fr]">
        <Card>
          <h2 className="mb-6 text-xl font-semibold text-ink">{t('formTitle')}</h2>
          <ContactForm />
        </Card>
        <div className="space-y-6">
          <Card>
            <h2 className="text-xl font-semibold text-ink">{t('detailsTitle')}</h2>
            <dl className="mt-5 space-y-5">
              <Detail label={t('emailLabel')}>
                <a href={`mailto:${SITE.supportEmail}`} className="text-accent hover:underline">
                  {SITE.supportEmail}
                </a>
              </Detail>
              <Detail label={t('phoneLabel')}>
                <a href={SITE.phoneHref} className="text-accent hover:underline">
                  {SITE.phone}
                </a>
              </Detail>
              <Detail label={t('addressLabel')}>
                <address className="not-italic">
                  {SITE.address.street}
                  <br />
                  {SITE.address.city}, {SITE.address.country}
                </address>
              </Detail>
              <Detail label={t('hoursLabel')}>{t('hours')}</Detail>
            </dl>
          </Card>
          <Card>
            <h2 className="text-xl font-semibold text-ink">{t('helpTitle')}</h2>
            <p className="mt-2 text-sm text-muted">{t('helpText')}</p>
            <Link
              to="/support"
              className="mt-4 inline-block text-sm font-semibold text-accent hover:underline"
            >
              {t('helpLink')}
            </Link>
          </Card>
        </div>
      </div>
    </div>
  )
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wider text-muted">{label}</dt>
      <dd className="mt-1 text-ink">{children}</dd>
    </div>
  )
}
