/**
 * Card number, expiry and CVC fields shared by the local checkout and the local portal, with the
 * browser's payment autofill hints and the server's field errors.
 */
import { useId } from 'react'
import { Input } from '../../../components/ui/input.tsx'
import { FieldError, Label } from '../../../components/ui/label.tsx'
import { useT } from '../../../i18n/i18n.tsx'
import type { CardForm } from '../api/local-checkout.ts'
import { billingMessages } from '../messages.ts'

export function formatCardNumber(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ')
}

export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4)
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits
}

export function CardFields({
  value,
  onChange,
  fieldErrors,
  disabled,
}: {
  value: CardForm
  onChange: (next: CardForm) => void
  fieldErrors?: Record<string, string> | undefined
  disabled?: boolean
}) {
  const t = useT(billingMessages)
  const id = useId()
  const errorFor = (field: keyof CardForm): string | undefined => {
    const code = fieldErrors?.[field]
    if (!code) return undefined
    if (field === 'cardNumber') return t('cardNumberInvalid')
    if (field === 'expiry') return code === 'expired' ? t('expiryExpired') : t('expiryInvalid')
    return t('cvcInvalid')
  }
  const numberError = errorFor('cardNumber')
  const expiryError = errorFor('expiry')
  const cvcError = errorFor('cvc')
  return (
    <div className="space-y-4">
      <div>
        <Label htmlFor={`${id}-number`}>{t('cardNumber')}</Label>
        <Input
          id={`${id}-number`}
          name="cardnumber"
          autoComplete="cc-number"
          inputMode="numeric"
          placeholder="1234 1234 1234 1234"
          required
          disabled={disabled}
          value={value.cardNumber}
          aria-invalid={numberError ? true : undefined}
          aria-describedby={numberError ? `${id}-number-error` : undefined}
          onChange={(e) => onChange({ ...value, cardNumber: formatCardNumber(e.target.value) })}
        />
        <FieldError id={`${id}-number-error`}>{numberError}</FieldError>
      </div>
      <div className="grid grid-cols-2 gap-4">
        <div>
          <Label htmlFor={`${id}-expiry`}>{t('expiry')}</Label>
          <Input
            id={`${id}-expiry`}
            name="cc-exp"
            autoComplete="cc-exp"
            inputMode="numeric"
            placeholder="MM/AA"
            required
            disabled={disabled}
            value={value.expiry}
            aria-invalid={expiryError ? true : undefined}
            aria-describedby={expiryError ? `${id}-expiry-error` : undefined}
            onChange={(e) => onChange({ ...value, expiry: formatExpiry(e.target.value) })}
          />
          <FieldError id={`${id}-expiry-error`}>{expiryError}</FieldError>
        </div>
        <div>
          <Label htmlFor={`${id}-cvc`}>{t('cvc')}</Label>
          <Input
            id={`${id}-cvc`}
            name="cvc"
            autoComplete="cc-csc"
            inputMode="numeric"
            placeholder="123"
            required
            maxLength={4}
            disabled={disabled}
            value={value.cvc}
            aria-invalid={cvcError ? true : undefined}
            aria-describedby={cvcError ? `${id}-cvc-error` : undefined}
            onChange={(e) => onChange({ ...value, cvc: e.target.value.replace(/\D/g, '').slice(0, 4) })}
          />
          <FieldError id={`${id}-cvc-error`}>{cvcError}</FieldError>
        </div>
      </div>
    </div>
  )
}

export function DemoBanner() {
  const t = useT(billingMessages)
  return (
    <div className="rounded-xl border border-amber-400/40 bg-amber-500/10 p-4 text-sm text-amber-100">
      <p className="font-semibold">{t('demoBanner')}</p>
      <p className="mt-1 text-amber-100/80">{t('demoHint')}</p>
    </div>
  )
}

export function brandName(brand: string): string {
  const names: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express' }
  return names[brand] ?? brand.charAt(0).toUpperCase() + brand.slice(1)
}
