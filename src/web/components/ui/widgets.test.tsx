// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LangProvider } from '../../i18n/i18n.tsx'
import { Button } from './button.tsx'
import { FileDropZone } from './file-drop-zone.tsx'
import { LoadingMessage } from './loading-message.tsx'
import { PasswordInput } from './password-input.tsx'

afterEach(cleanup)

const inFrench = (ui: React.ReactNode) => render(<LangProvider initial="fr">{ui}</LangProvider>)

describe('Button', () => {
  it('is disabled while loading and shows the loading text', () => {
    const onClick = vi.fn()
    inFrench(
      <Button isLoading loadingText="Mise à jour..." onClick={onClick}>
        Mettre à jour le mot de passe
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Mise à jour...' })
    expect(button).toHaveProperty('disabled', true)
    fireEvent.click(button)
    expect(onClick).not.toHaveBeenCalled()
  })

  it('is a submit button only when asked', () => {
    inFrench(<Button>Réessayer</Button>)
    expect(screen.getByRole('button', { name: 'Réessayer' }).getAttribute('type')).toBe('button')
  })
})

describe('PasswordInput', () => {
  it('shows and hides the password with a labelled, pressed toggle', () => {
    inFrench(<PasswordInput aria-label="Mot de passe" defaultValue="Secret123" />)
    const input = screen.getByLabelText('Mot de passe') as HTMLInputElement
    expect(input.type).toBe('password')
    const toggle = screen.getByRole('button', { name: 'Afficher le mot de passe' })
    expect(toggle.getAttribute('aria-pressed')).toBe('false')
    fireEvent.click(toggle)
    expect(input.type).toBe('text')
    expect(screen.getByRole('button', { name: 'Masquer le mot de passe' }).getAttribute('aria-pressed')).toBe(
      'true',
    )
  })
})

describe('LoadingMessage', () => {
  it('says Chargement... by default', () => {
    inFrench(<LoadingMessage />)
    expect(screen.getByRole('status').textContent).toContain('Chargement...')
  })
})

describe('FileDropZone', () => {
  it('uses only the first dropped file and reports a rejected one', () => {
    const onFileChange = vi.fn()
    const onReject = vi.fn()
    inFrench(
      <FileDropZone
        accept={['pdf', 'doc', 'docx']}
        maxBytes={1000}
        file={null}
        onFileChange={onFileChange}
        onReject={onReject}
      />,
    )
    const zone = screen.getByRole('button', { name: /Déposez votre CV/ })
    const good = new File(['%PDF'], 'cv.pdf')
    const other = new File(['x'], 'autre.pdf')
    fireEvent.drop(zone, { dataTransfer: { files: [good, other] } })
    expect(onFileChange).toHaveBeenCalledTimes(1)
    expect(onFileChange).toHaveBeenCalledWith(good)
    fireEvent.drop(zone, { dataTransfer: { files: [new File(['x'], 'notes.txt')] } })
    expect(onReject).toHaveBeenCalledWith(
      { code: 'FILE_TYPE_UNSUPPORTED', params: { ext: 'txt' } },
      expect.objectContaining({ name: 'notes.txt' }),
    )
  })

  it('shows the chosen file with its size and lets it be removed', () => {
    const onFileChange = vi.fn()
    inFrench(
      <FileDropZone
        accept={['pdf']}
        maxBytes={5 * 1024 * 1024}
        file={new File([new Uint8Array(1536)], 'cv.pdf')}
        onFileChange={onFileChange}
      />,
    )
    expect(screen.getByTitle('cv.pdf').textContent).toBe('cv.pdf')
    expect(screen.getByText('1,5 Ko')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Retirer le fichier cv.pdf' }))
    expect(onFileChange).toHaveBeenCalledWith(null)
  })
})
