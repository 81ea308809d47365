/**
 * A file's name on one line: a long name is cut with an ellipsis inside its stem and keeps its
 * extension visible ('Marie-Dupont-Dévelop….pdf'), never broken across lines ('…cv.pd / f'). The
 * whole name is in the text (screen readers, copy) and in the tooltip.
 */
import { cn } from '../../lib/cn.ts'

/** 'cv.final.pdf' → { stem: 'cv.final', ext: '.pdf' }; no extension (or an odd one) → all stem. */
export function splitFileName(name: string): { stem: string; ext: string } {
  const dot = name.lastIndexOf('.')
  if (dot <= 0 || dot === name.length - 1 || name.length - dot > 6) return { stem: name, ext: '' }
  return { stem: name.slice(0, dot), ext: name.slice(dot) }
}

export function FileName({ name, className, testId }: { name: string; className?: string; testId?: string }) {
  const { stem, ext } = splitFileName(name)
  return (
    <span
      className={cn('flex min-w-0 max-w-full whitespace-nowrap', className)}
      title={name}
      data-testid={testId}
    >
      <span className="min-w-0 truncate">{stem}</span>
      {ext && <span className="shrink-0">{ext}</span>}
    </span>
  )
}
