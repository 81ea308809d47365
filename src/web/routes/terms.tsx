import { LegalDocument } from '../features/legal/components/legal-document.tsx'
import { useLocalized } from '../i18n/i18n.tsx'
import { TERMS } from '../i18n/messages/legal.ts'

export default function TermsPage() {
  const localized = useLocalized()
  return <LegalDocument page={localized(TERMS)} />
}
