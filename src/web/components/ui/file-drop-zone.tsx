/**
 * The file drop zone: one file (only the first dropped one is used), checked against an accept
 * list and a size cap; a chosen file shows its name and size and can be removed. Keyboard: the
 * zone is a button (Enter/Space opens the file picker). Rejections go to `onReject` with the
 * error code and its parameters, so the caller shows the catalogue's message.
 */
import { type DragEvent, useId, useRef, useState } from 'react'
import type { ErrorCode } from '../../../shared/errors.ts'
import { formatFileSize } from '../../../shared/format.ts'
import { useLang, useT } from '../../i18n/i18n.tsx'
import { uiMessages } from '../../i18n/messages/ui.ts'
import { cn } from '../../lib/cn.ts'
import { FileName } from './file-name.tsx'

export type FileRejection = {
  code: Extract<ErrorCode, 'FILE_TOO_LARGE' | 'FILE_TYPE_UNSUPPORTED'>
  params?: { ext: string }
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.')
  return dot >= 0 ? name.slice(dot + 1).toLowerCase() : ''
}

/** Checks one file against the accepted extensions and the size cap. */
export function checkFile(file: File, accept: readonly string[], maxBytes: number): FileRejection | null {
  const ext = extensionOf(file.name)
  if (!accept.includes(ext)) return { code: 'FILE_TYPE_UNSUPPORTED', params: { ext: ext || '?' } }
  if (file.size > maxBytes) return { code: 'FILE_TOO_LARGE' }
  return null
}

export type FileDropZoneProps = {
  /** Extensions without the dot, e.g. ['pdf', 'doc', 'docx']. */
  accept: readonly string[]
  maxBytes: number
  file: File | null
  onFileChange: (file: File | null) => void
  /** A file refused by its type or size, with the file itself (its name, for the message). */
  onReject?: (rejection: FileRejection, file: File) => void
  disabled?: boolean
  id?: string
  'aria-describedby'?: string
  className?: string
}

export function FileDropZone({
  accept,
  maxBytes,
  file,
  onFileChange,
  onReject,
  disabled,
  id,
  className,
  ...aria
}: FileDropZoneProps) {
  const t = useT(uiMessages)
  const { lang } = useLang()
  const inputRef = useRef<HTMLInputElement>(null)
  const zoneRef = useRef<HTMLButtonElement>(null)
  const hintId = useId()
  const [isDragging, setIsDragging] = useState(false)

  function take(candidate: File | undefined) {
    if (!candidate) return
    const rejection = checkFile(candidate, accept, maxBytes)
    if (rejection) {
      onReject?.(rejection, candidate)
      return
    }
    onFileChange(candidate)
  }

  function onDrop(event: DragEvent) {
    event.preventDefault()
    setIsDragging(false)
    if (disabled) return
    take(event.dataTransfer.files[0])
  }

  const acceptAttribute = accept.map((ext) => `.${ext}`).join(',')
  const hint = t('dropHint', {
    types: accept.map((ext) => ext.toUpperCase()).join(', '),
    max: formatFileSize(maxBytes, lang),
  })

  if (file) {
    return (
      <div
        className={cn(
          'flex items-center justify-between gap-3 rounded-xl border border-line bg-surface-2/60 p-4',
          className,
        )}
      >
        <div className="flex min-w-0 items-center gap-3">
          <FileIcon />
          <div className="min-w-0">
            <p className="sr-only">{t('fileSelected')}</p>
            <p className="font-medium text-ink">
              <FileName name={file.name} />
            </p>
            <p className="text-sm text-muted">{formatFileSize(file.size, lang)}</p>
          </div>
        </div>
        <button
          type="button"
          disabled={disabled}
          onClick={() => {
            onFileChange(null)
            if (inputRef.current) inputRef.current.value = ''
            requestAnimationFrame(() => zoneRef.current?.focus())
          }}
          aria-label={t('removeFile', { name: file.name })}
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-md text-muted hover:bg-surface hover:text-ink"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M6 6l12 12M18 6 6 18" />
          </svg>
        </button>
      </div>
    )
  }

  return (
    <div className={className}>
      <button
        ref={zoneRef}
        id={id}
        type="button"
        disabled={disabled}
        aria-describedby={cn(hintId, aria['aria-describedby'])}
        onClick={() => inputRef.current?.click()}
        onDragOver={(event) => {
          event.preventDefault()
          if (!disabled) setIsDragging(true)
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex w-full flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-6 py-10 text-center transition-colors',
          isDragging
            ? 'border-accent bg-indigo-500/10'
            : 'border-[#3d4a75] hover:border-accent hover:bg-surface-2/50',
          'disabled:cursor-not-allowed disabled:opacity-60',
        )}
      >
        <UploadIcon />
        <span className="font-medium text-ink">{isDragging ? t('dropActive') : t('dropTitle')}</span>
        <span id={hintId} className="text-sm text-muted">
          {hint}
        </span>
      </button>
      <input
        ref={inputRef}
        type="file"
        accept={acceptAttribute}
        className="hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => take(event.target.files?.[0])}
      />
    </div>
  )
}

function UploadIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-9 text-accent"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
    >
      <path d="M12 16V4m0 0-4 4m4-4 4 4" />
      <path d="M4 16v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2" />
    </svg>
  )
}

function FileIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-8 shrink-0 text-accent"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
    >
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8l-5-5Z" />
      <path d="M14 3v5h5M9 13h6M9 17h4" />
    </svg>
  )
}
