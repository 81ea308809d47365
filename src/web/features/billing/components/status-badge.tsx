/** The subscription status badge with the specification's French label for every status (§4). */
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx'
import { useT } from '../../../i18n/i18n.tsx'
import { billingMessages } from '../messages.ts'

type StatusKey = keyof (typeof billingMessages)['fr']

const LABELS: Record<string, { key: StatusKey; tone: BadgeTone }> = {
  active: { key: 'statusActive', tone: 'success' },
  canceled: { key: 'statusCanceled', tone: 'neutral' },
  past_due: { key: 'statusPastDue', tone: 'danger' },
  incomplete: { key: 'statusIncomplete', tone: 'warning' },
  incomplete_expired: { key: 'statusIncompleteExpired', tone: 'neutral' },
  trialing: { key: 'statusTrialing', tone: 'brand' },
  paused: { key: 'statusPaused', tone: 'warning' },
  unpaid: { key: 'statusUnpaid', tone: 'danger' },
  not_started: { key: 'statusNotStarted', tone: 'neutral' },
}

export function StatusBadge({ status }: { status: string }) {
  const t = useT(billingMessages)
  const entry = LABELS[status] ?? { key: 'statusOther' as StatusKey, tone: 'neutral' as BadgeTone }
  return <Badge tone={entry.tone}>{t(entry.key)}</Badge>
}
