import { useId } from 'react'

/** A small hand-drawn SVG bar chart (no chart library on the public bundle). */
export type BarSeries = { label: string; color: string; values: number[] }

type Props = {
  /** Shown above the chart and read as its name. */
  title: string
  /** One label per group (e.g. months). */
  groups: string[]
  series: BarSeries[]
  /** A value in full, for each bar's tooltip. */
  format?: (value: number) => string
  /** A value on the vertical axis, where space is short (e.g. ₹1.2 L). */
  tickFormat?: (value: number) => string
  /** Said across the empty plot when every value is zero. */
  emptyText: string
}

// Drawn at about a phone's width so its text stays legible when scaled down; CSS caps the width.
const WIDTH = 320
const HEIGHT = 190
const TICKS = 4
const CHAR_WIDTH = 7.5
const PAD = { top: 12, right: 8, bottom: 26 }

/** The smallest 1, 2 or 5 × 10ⁿ step that covers `max` in `TICKS` steps; whole numbers only. */
export function tickStep(max: number): number {
  const raw = Math.max(1, max) / TICKS
  const magnitude = 10 ** Math.floor(Math.log10(raw))
  const step = [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= raw) ?? 10 * magnitude
  return Math.max(1, Math.ceil(step))
}

export function BarChart({ title, groups, series, format = String, tickFormat = format, emptyText }: Props) {
  const titleId = useId()
  const max = Math.max(0, ...series.flatMap((s) => s.values))
  const step = tickStep(max)
  const top = step * Math.max(1, Math.ceil(max / step))
  // An empty chart shows only its zero line, not a scale of nothing.
  const ticks = max === 0 ? [0] : Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step)
  const left = 8 + CHAR_WIDTH * Math.max(...ticks.map((v) => tickFormat(v).length))
  const plotWidth = WIDTH - left - PAD.right
  const plotHeight = HEIGHT - PAD.top - PAD.bottom
  const y = (value: number) => PAD.top + plotHeight - (value / top) * plotHeight
  const groupWidth = plotWidth / Math.max(1, groups.length)
  const barWidth = Math.max(4, (groupWidth - 10) / Math.max(1, series.length))
  return (
    <figure className="chart card">
      <h2 id={titleId} className="chart-title">
        {title}
      </h2>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={titleId}>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} stroke={tick === 0 ? '#8a9994' : '#e6ebe9'} />
            <text x={left - 6} y={y(tick) + 4} textAnchor="end" fontSize="12" fill="#4d5b57">
              {tickFormat(tick)}
            </text>
          </g>
        ))}
        {groups.map((group, g) => (
          <g key={group}>
            {series.map((s, i) => {
              const value = s.values[g] ?? 0
              const x = left + g * groupWidth + 5 + i * barWidth
              return (
                <rect key={s.label} x={x} y={y(value)} width={barWidth - 2} height={y(0) - y(value)} fill={s.color} rx={2}>
                  <title>{`${group} · ${s.label}: ${format(value)}`}</title>
                </rect>
              )
            })}
            <text x={left + g * groupWidth + groupWidth / 2} y={HEIGHT - 8} textAnchor="middle" fontSize="12" fill="#4d5b57">
              {group}
            </text>
          </g>
        ))}
        {max === 0 ? (
          <text x={left + plotWidth / 2} y={PAD.top + plotHeight / 2} textAnchor="middle" fontSize="13" fill="#4d5b57">
            {emptyText}
          </text>
        ) : null}
      </svg>
      <figcaption className="chart-legend">
        {series.map((s) => (
          <span key={s.label}>
            <i style={{ background: s.color }} aria-hidden="true" /> {s.label}
          </span>
        ))}
      </figcaption>
      {/* The figures themselves, for screen readers: the drawing is one image. */}
      <table className="visually-hidden">
        <caption>{title}</caption>
        <thead>
          <tr>
            <td />
            {series.map((s) => (
              <th key={s.label} scope="col">
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {groups.map((group, g) => (
            <tr key={group}>
              <th scope="row">{group}</th>
              {series.map((s) => (
                <td key={s.label}>{format(s.values[g] ?? 0)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}
