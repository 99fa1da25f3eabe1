/** A small hand-drawn SVG bar chart (no chart library on the public bundle). */
export type BarSeries = { label: string; color: string; values: number[] }

type Props = {
  title: string
  /** One label per group (e.g. months). */
  groups: string[]
  series: BarSeries[]
  format?: (value: number) => string
}

const WIDTH = 560
const HEIGHT = 220
const PAD = { top: 16, right: 8, bottom: 28, left: 8 }

export function BarChart({ title, groups, series, format = String }: Props) {
  const max = Math.max(1, ...series.flatMap((s) => s.values))
  const groupWidth = (WIDTH - PAD.left - PAD.right) / Math.max(1, groups.length)
  const barWidth = Math.max(4, (groupWidth - 12) / Math.max(1, series.length))
  const plotHeight = HEIGHT - PAD.top - PAD.bottom
  return (
    <figure className="chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={title}>
        <title>{title}</title>
        <line x1={PAD.left} x2={WIDTH - PAD.right} y1={HEIGHT - PAD.bottom} y2={HEIGHT - PAD.bottom} stroke="#c9d3d0" />
        {groups.map((group, g) => (
          <g key={group}>
            {series.map((s, i) => {
              const value = s.values[g] ?? 0
              const h = (value / max) * plotHeight
              const x = PAD.left + g * groupWidth + 6 + i * barWidth
              const y = HEIGHT - PAD.bottom - h
              return (
                <rect key={s.label} x={x} y={y} width={barWidth - 2} height={h} fill={s.color} rx={2}>
                  <title>{`${group} · ${s.label}: ${format(value)}`}</title>
                </rect>
              )
            })}
            <text x={PAD.left + g * groupWidth + groupWidth / 2} y={HEIGHT - 8} textAnchor="middle" fontSize="12" fill="#4d5b57">
              {group}
            </text>
          </g>
        ))}
      </svg>
      <figcaption className="chart-legend">
        {series.map((s) => (
          <span key={s.label}>
            <i style={{ background: s.color }} aria-hidden="true" /> {s.label}
          </span>
        ))}
      </figcaption>
    </figure>
  )
}
