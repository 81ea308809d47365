/**
 * The local provider's card check, with Stripe's test cards: 4242 4242 4242 4242 pays,
 * 4000 0000 0000 0002 is declined. Like Stripe in test mode, other real-looking numbers are refused.
 * Nothing here stores a card number: only the brand and last 4 leave this function.
 */
import { AppError } from '../../../../shared/errors.ts'

export type CardInput = { number: string; expiry: string; cvc: string }
export type AcceptedCard = { brand: string; last4: string }

const TEST_CARDS: Record<string, { brand: string; declined?: boolean }> = {
  '4242424242424242': { brand: 'visa' },
  '4000056655665556': { brand: 'visa' },
  '5555555555554444': { brand: 'mastercard' },
  '378282246310005': { brand: 'amex' },
  '4000000000000002': { brand: 'visa', declined: true },
  '4000000000009995': { brand: 'visa', declined: true },
}

function passesLuhn(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return sum % 10 === 0
}

export function checkTestCard(input: CardInput, now: Date): AcceptedCard {
  const fields: Record<string, string> = {}
  const digits = input.number.replace(/[\s-]/g, '')
  const card = TEST_CARDS[digits]
  if (!/^\d{13,19}$/.test(digits) || !passesLuhn(digits) || !card) fields.cardNumber = 'invalid'

  const expiry = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(input.expiry.trim())
  if (!expiry) fields.expiry = 'invalid'
  else {
    const month = Number(expiry[1])
    const yearRaw = expiry[2] ?? ''
    const year = yearRaw.length === 2 ? 2000 + Number(yearRaw) : Number(yearRaw)
    // A card is valid through the last day of its expiry month.
    const endOfMonth = Date.UTC(year, month, 1)
    if (month < 1 || month > 12) fields.expiry = 'invalid'
    else if (endOfMonth <= now.getTime()) fields.expiry = 'expired'
  }
  const cvcLength = digits.length === 15 ? 4 : 3
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(input.cvc.trim())) fields.cvc = 'invalid'

  if (Object.keys(fields).length > 0 || !card) throw new AppError('VALIDATION', { fields })
  if (card.declined) throw new AppError('CARD_DECLINED')
  return { brand: card.brand, last4: digits.slice(-4) }
}
