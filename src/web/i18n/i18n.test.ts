import { describe, expect, it } from 'vitest'
import { defineMessages, interpolate, translator } from './i18n.tsx'

describe('translator', () => {
  const messages = defineMessages({
    fr: { hello: 'Bonjour {name}', left: '{count} analyses restantes' },
    en: { hello: 'Hello {name}', left: '{count} analyses left' },
  })

  it('translates into the chosen language and fills placeholders', () => {
    expect(translator(messages, 'fr')('hello', { name: 'Léa' })).toBe('Bonjour Léa')
    expect(translator(messages, 'en')('left', { count: 2 })).toBe('2 analyses left')
  })

  it('leaves unknown placeholders visible rather than printing undefined', () => {
    expect(interpolate('Plan {plan}', {})).toBe('Plan {plan}')
  })
})
