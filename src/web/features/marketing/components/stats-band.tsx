import { cn } from '../../../lib/cn.ts'

/** The marketing claims of the specification: 50K+ CVs, 85% satisfaction, 30+ countries. */
export function StatsBand({
  labels,
  className,
}: {
  labels: { cvs: string; satisfaction: string; countries: string }
  className?: string
}) {
  const stats = [
    { value: '50K+', label: labels.cvs },
    { value: '85%', label: labels.satisfaction },
    { value: '30+', label: labels.countries },
  ]
  return (
    <dl className={cn('grid gap-6 sm:grid-cols-3', className)}>
      {stats.map((stat) => (
        <div
          key={stat.value}
          className="flex flex-col rounded-2xl border border-line bg-surface/60 px-6 py-8 text-center"
        >
          <dt className="order-2 mt-1 text-sm text-muted">{stat.label}</dt>
          <dd className="order-1 bg-gradient-to-r from-indigo-300 to-sky-300 bg-clip-text text-4xl font-extrabold tracking-tight text-transparent">
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  )
}
