/**
 * The banner asking a signed-in user whose address is not verified to confirm it (issue 12), with
 * 'Renvoyer l'e-mail' (limited by the server: 3 a minute per client, 5 an hour per address) and its
 * outcome announced. When a plan was chosen before sign-up, it says its payment opens next.
 */
import { useState } from 'react'
import { getPlan, type PlanId } from '../../../../shared/plans.ts'
import { Button } from '../../../components/ui/button.tsx'
import { errorText } from '../../../i18n/errors.ts'
import { useLang, useT } from '../../../i18n/i18n.tsx'
import { noticeMessages } from '../../../i18n/messages/notices.ts'
import { AuthError, resendVerification } from '../api/auth.ts'

export function VerifyEmailBanner({ email, planChoice }: { email: string; planChoice: PlanId | null }) {
  const t = useT(noticeMessages)
  const { lang } = useLang()
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | { error: string }>('idle')
  const plan = getPlan(planChoice)

  async function resend() {
    setState('sending')
    try {
      await resendVerification(email)
      setState('sent')
    } catch (error) {
      const failure = error instanceof AuthError ? error.failure : null
      setState({ error: errorText(failure?.code ?? 'INTERNAL', lang, failure?.params) })
    }
  }

  return (
    <section
      aria-labelledby="verify-email-title"
      data-testid="verify-email-banner"
      className="mx-auto mt-6 max-w-6xl px-4 sm:px-6"
    >
      <div className="flex flex-col gap-3 rounded-xl border border-indigo-400/40 bg-indigo-500/10 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0 text-sm">
          <h2 id="verify-email-title" className="font-semibold text-ink">
            {t('verifyTitle')}
          </h2>
          <p className="mt-1 break-words text-indigo-100">
            {plan ? t('verifyTextPlan', { email, plan: plan.name }) : t('verifyText', { email })}
          </p>
          <div aria-live="polite">
            {state === 'sent' && (
              <p role="status" className="mt-2 text-emerald-200">
                {t('resent', { email })}
              </p>
            )}
            {typeof state === 'object' && (
              <p role="alert" className="mt-2 text-red-200">
                {state.error}
              </p>
            )}
          </div>
        </div>
        <Button
          variant="outline"
          size="sm"
          className="shrink-0"
          isLoading={state === 'sending'}
          onClick={() => void resend()}
        >
          {t('resend')}
        </Button>
      </div>
    </section>
  )
}
