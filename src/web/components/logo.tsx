import { Link } from 'react-router'
import { useT } from '../i18n/i18n.tsx'
import { commonMessages } from '../i18n/messages/common.ts'
import { cn } from '../lib/cn.ts'

/** The product's mark, linking to the home page. */
export function Logo({ className }: { className?: string }) {
  const t = useT(commonMessages)
  return (
    <Link
      to="/"
      aria-label={t('brandHome')}
      className={cn('inline-flex items-center gap-2.5 font-bold text-ink', className)}
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8">
        <defs>
          <linearGradient id="logo-gradient" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#818cf8" />
            <stop offset="1" stopColor="#38bdf8" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="9" fill="url(#logo-gradient)" />
        <path
          d="M9 17.5 14 22l9-11"
          fill="none"
          stroke="#0b1020"
          strokeWidth="3.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="text-lg tracking-tight">Adéquat</span>
    </Link>
  )
}
