import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Logo } from '../components/logo.tsx'
import { useT } from '../i18n/i18n.tsx'
import { commonMessages } from '../i18n/messages/common.ts'
import { SITE } from '../lib/site.ts'

/** Footer of the specification: Product, Company, Legal, social links and the support e-mail. */
export function Footer() {
  const t = useT(commonMessages)
  const linkClass = 'text-sm text-muted hover:text-ink hover:underline'
  return (
    <footer className="mt-24 border-t border-line/70 bg-[#080c1a]">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-[1.5fr_1fr_1fr_1fr]">
        <div className="max-w-xs">
          <Logo />
          <p className="mt-4 text-sm text-muted">{t('footerTagline')}</p>
          <p className="mt-4">
            <a href={`mailto:${SITE.supportEmail}`} className="text-sm text-accent hover:underline">
              {t('supportEmail', { email: SITE.supportEmail })}
            </a>
          </p>
          <ul aria-label={t('footerSocial')} className="mt-5 flex gap-2">
            {SITE.social.map((network) => (
              <li key={network.name}>
                <a
                  href={network.href}
                  target="_blank"
                  rel="noreferrer noopener"
                  className="inline-flex size-9 items-center justify-center rounded-lg text-muted ring-1 ring-line hover:text-ink hover:ring-accent"
                >
                  <SocialIcon name={network.name} />
                  <span className="sr-only">
                    {network.name} {t('opensInNewTab')}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <FooterColumn title={t('footerProduct')}>
          <Link to="/pricing" className={linkClass}>
            {t('pricing')}
          </Link>
          <Link to="/dashboard" className={linkClass}>
            {t('dashboard')}
          </Link>
        </FooterColumn>
        <FooterColumn title={t('footerCompany')}>
          <Link to="/about" className={linkClass}>
            {t('about')}
          </Link>
          <Link to="/contact" className={linkClass}>
            {t('contact')}
          </Link>
          <Link to="/support" className={linkClass}>
            {t('support')}
          </Link>
        </FooterColumn>
        <FooterColumn title={t('footerLegal')}>
          <Link to="/privacy" className={linkClass}>
            {t('privacy')}
          </Link>
          <Link to="/terms" className={linkClass}>
            {t('terms')}
          </Link>
        </FooterColumn>
      </div>
      <div className="border-t border-line/60">
        <p className="mx-auto max-w-6xl px-4 py-6 text-xs text-muted sm:px-6">
          {t('rights', { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  )
}

function FooterColumn({ title, children }: { title: string; children: ReactNode[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-ink">{title}</h2>
      <ul className="mt-4 space-y-3">
        {children.map((child, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static list
          <li key={index}>{child}</li>
        ))}
      </ul>
    </div>
  )
}

function SocialIcon({ name }: { name: string }) {
  const paths: Record<string, string> = {
    LinkedIn:
      'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4v11H3v-11Zm6.5 0h3.8v1.5h.06c.53-1 1.83-1.8 3.64-1.8 3.9 0 4.5 2.4 4.5 5.6v5.7h-4v-5c0-1.2 0-2.8-1.7-2.8s-2 1.3-2 2.7v5.1h-4v-11Z',
    X: 'M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.3L5.3 21H2.2l7.3-8.3L2 3h6.4l4.4 5.8L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5Z',
    GitHub:
      'M12 2a10 10 0 0 0-3.2 19.5c.5.1.7-.2.7-.5v-1.7c-2.8.6-3.4-1.2-3.4-1.2-.4-1.2-1.1-1.5-1.1-1.5-.9-.6.1-.6.1-.6 1 .1 1.5 1 1.5 1 .9 1.5 2.4 1.1 2.9.8.1-.7.4-1.1.6-1.3-2.2-.3-4.6-1.1-4.6-5a3.9 3.9 0 0 1 1-2.7 3.6 3.6 0 0 1 .1-2.7s.9-.3 2.8 1a9.6 9.6 0 0 1 5 0c1.9-1.3 2.8-1 2.8-1 .5 1.4.2 2.4.1 2.7a3.9 3.9 0 0 1 1 2.7c0 3.9-2.4 4.7-4.6 5 .4.3.7.9.7 1.9v2.8c0 .3.2.6.7.5A10 10 0 0 0 12 2Z',
  }
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="currentColor">
      <path d={paths[name] ?? ''} />
    </svg>
  )
}
