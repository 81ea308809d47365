import { Fragment } from 'react'
import type { LegalPage } from '../../../i18n/messages/legal.ts'
import { usePageMeta } from '../../../lib/page-meta.ts'

/** Renders a legal page: title, update date, sections (a '• ' paragraph is a list item). */
export function LegalDocument({ page }: { page: LegalPage }) {
  usePageMeta(page.title, page.metaDescription)
  return (
    <article className="prose-legal mx-auto max-w-3xl px-4 py-14 sm:px-6">
      <h1 className="text-4xl font-bold text-ink">{page.title}</h1>
      <p className="mt-3 text-sm text-muted">{page.updated}</p>
      <p className="mt-6 text-lg">{page.intro}</p>
      {page.sections.map((section) => {
        const items = section.body.filter((p) => p.startsWith('• '))
        const paragraphs = section.body.filter((p) => !p.startsWith('• '))
        return (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
            <h2 id={`${section.id}-title`}>{section.title}</h2>
            {paragraphs.map((p) => (
              <Fragment key={p}>
                <p className="mt-3">{p}</p>
              </Fragment>
            ))}
            {items.length > 0 && (
              <ul>
                {items.map((item) => (
                  <li key={item}>{item.slice(2)}</li>
                ))}
              </ul>
            )}
          </section>
        )
      })}
    </article>
  )
}
