// @vitest-environment jsdom
/**
 * The one history list: analyses and comparisons in one list, each row saying which it is, 'Voir
 * plus' following the server's cursor, deletion after a confirmation on the row's own endpoint,
 * opening hands the row back, and the empty states. The network is a stubbed fetch.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { HistoryItem, HistoryPage } from '../../../../shared/schemas/history.ts'
import { LangProvider } from '../../../i18n/i18n.tsx'
import { HistoryList } from './history-list.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const comparison: HistoryItem = {
  kind: 'comparison',
  id: 'c1',
  createdAt: '2026-11-21T16:45:00.000Z',
  jobTitle: 'Data Scientist Finance',
  jobExcerpt: 'Data Scientist Finance…',
  a: { fileName: 'cv-court.docx', score: 71 },
  b: { fileName: 'cv-long.pdf', score: 66 },
  choice: 'a',
}
const analysis: HistoryItem = {
  kind: 'analysis',
  id: 'a1',
  createdAt: '2026-11-20T09:15:00.000Z',
  fileName: 'cv-2026-v1.pdf',
  jobTitle: null,
  jobExcerpt: 'Nous recherchons un profil Python…',
  score: 58,
}
const older: HistoryItem = { ...analysis, id: 'a0', fileName: 'cv-ancien.pdf', score: 40 }

type Call = { url: string; method: string }

function stubServer(pages: Record<string, HistoryPage>) {
  const calls: Call[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET'
      calls.push({ url, method })
      if (method === 'DELETE') return new Response(null, { status: 204 })
      const cursor = new URL(url, 'http://x').searchParams.get('cursor') ?? ''
      return Response.json(pages[cursor] ?? { items: [], nextCursor: null, total: 0 })
    }),
  )
  return calls
}

function show(props: Partial<Parameters<typeof HistoryList>[0]> = {}) {
  const onOpen = vi.fn()
  const onDeleted = vi.fn()
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <LangProvider initial="fr">
        <MemoryRouter>
          <HistoryList onOpen={onOpen} onDeleted={onDeleted} openingId={null} {...props} />
        </MemoryRouter>
      </LangProvider>
    </QueryClientProvider>,
  )
  return { onOpen, onDeleted }
}

describe('the one history list', () => {
  it('shows analyses and comparisons in one list, each row saying which it is, and pages by the cursor', async () => {
    const calls = stubServer({
      '': { items: [comparison, analysis], nextCursor: 'next-1', total: 3 },
      'next-1': { items: [older], nextCursor: null, total: 3 },
    })
    const { onOpen } = show()
    const rows = await screen.findAllByTestId('history-item')
    expect(rows.map((row) => row.dataset.kind)).toEqual(['comparison', 'analysis'])
    const [duo, single] = rows as [HTMLElement, HTMLElement]
    expect(within(duo).getByText('Comparaison de deux CV')).toBeTruthy()
    expect(duo.textContent).toContain('cv-court.docx')
    expect(duo.textContent).toContain('71/100')
    expect(duo.textContent).toContain('cv-long.pdf')
    expect(duo.textContent).toContain('66/100')
    expect(duo.textContent).toContain('CV A recommandé')
    expect(within(single).getByText('Analyse')).toBeTruthy()
    expect(single.textContent).toContain('Nous recherchons un profil Python…')
    expect(single.textContent).toContain('58')
    expect(screen.getByTestId('history-count').textContent).toBe('2 sur 3')

    fireEvent.click(screen.getByRole('button', { name: 'Voir plus' }))
    await waitFor(() => expect(screen.getAllByTestId('history-item')).toHaveLength(3))
    expect(calls.filter((c) => c.url.startsWith('/api/history')).at(-1)?.url).toContain('cursor=next-1')
    expect(screen.queryByRole('button', { name: 'Voir plus' })).toBeNull()

    fireEvent.click(
      within(duo).getByRole('button', { name: /^Ouvrir la comparaison « Data Scientist Finance »/ }),
    )
    expect(onOpen).toHaveBeenCalledWith(comparison)
    fireEvent.click(within(single).getByRole('button', { name: /^Ouvrir l’analyse/ }))
    expect(onOpen).toHaveBeenLastCalledWith(analysis)
  })

  it('deletes a comparison after its confirmation, on its own endpoint, and keeps it on “Annuler”', async () => {
    const calls = stubServer({ '': { items: [comparison, analysis], nextCursor: null, total: 2 } })
    const { onDeleted } = show()
    const [duo] = (await screen.findAllByTestId('history-item')) as [HTMLElement]
    fireEvent.click(within(duo).getByRole('button', { name: /^Supprimer la comparaison/ }))
    expect(duo.textContent).toContain('Supprimer cette comparaison et ses deux analyses ?')
    // 'Annuler' has the focus, so a stray Enter keeps the row.
    expect(document.activeElement?.textContent).toBe('Annuler')
    fireEvent.click(within(duo).getByRole('button', { name: 'Annuler' }))
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false)

    fireEvent.click(within(duo).getByRole('button', { name: /^Supprimer la comparaison/ }))
    fireEvent.click(within(duo).getByRole('button', { name: 'Oui, supprimer' }))
    await waitFor(() => expect(onDeleted).toHaveBeenCalledWith(comparison))
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe('/api/comparisons/c1')

    const single = screen.getAllByTestId('history-item')[1] as HTMLElement
    fireEvent.click(within(single).getByRole('button', { name: /^Supprimer l’analyse/ }))
    expect(single.textContent).toContain('Supprimer définitivement cette analyse ?')
    fireEvent.click(within(single).getByRole('button', { name: 'Oui, supprimer' }))
    await waitFor(() => expect(onDeleted).toHaveBeenLastCalledWith(analysis))
    expect(calls.filter((c) => c.method === 'DELETE').at(-1)?.url).toBe('/api/analyses/a1')
  })

  it('says the history is empty, or that no comparison exists yet where comparisons come first', async () => {
    stubServer({})
    show()
    expect(
      await screen.findByText('Aucune analyse pour le moment. Vos analyses apparaîtront ici.'),
    ).toBeTruthy()
    cleanup()
    const calls = stubServer({})
    show({ defaultKind: 'comparison' })
    expect(await screen.findByText('Aucune comparaison pour le moment.')).toBeTruthy()
    expect(calls.find((c) => c.url.startsWith('/api/history'))?.url).toContain('kind=comparison')
    expect((screen.getByLabelText('Type d’analyse') as HTMLSelectElement).value).toBe('comparison')
  })
})
