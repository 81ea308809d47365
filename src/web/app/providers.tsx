import type { ReactNode } from 'react'
import { LangProvider } from '../i18n/i18n.tsx'

export function Providers({ children }: { children: ReactNode }) {
  return <LangProvider>{children}</LangProvider>
}
