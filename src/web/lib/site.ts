/** Public facts about the company shown on several pages (footer, contact, legal pages). */
export const SITE = {
  name: 'Adéquat',
  supportEmail: 'support@adequat.fr',
  privacyEmail: 'confidentialite@adequat.fr',
  phone: '+33 1 84 60 27 15',
  phoneHref: 'tel:+33184602715',
  address: { street: '42 rue de la Chaussée-d’Antin', city: '75009 Paris', country: 'France' },
  social: [
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/adequat' },
    { name: 'X', href: 'https://x.com/adequat' },
    { name: 'GitHub', href: 'https://github.com/adequat' },
  ],
} as const
