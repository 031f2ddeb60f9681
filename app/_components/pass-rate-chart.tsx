// Pass rate per run as horizontal bars, drawn as static SVG from the geometry lib/site
// computed at build time: no chart library and no script, so the bars are in the HTML,
// identical for every reader, and CSS scales the drawing to the column width.
import type { PassRateChartLayout } from '@/lib/site/pass-rate-chart';

export function PassRateChart({ layout, title, id }: { layout: PassRateChartLayout; title: string; id: string }) {
  const { width, height, plotLeft, plotWidth, axisY, barHeight, ticks, bars } = layout;
  return (
    <figure className="chart wide" data-chart="pass-rate">
      <svg viewBox={`0 0 ${width} ${height}`} width={width} height={height} role="img" aria-labelledby={`${id}-title`}>
        <title id={`${id}-title`}>{`${title}: ${bars.map((bar) => `${bar.label}, ${bar.caption}`).join('; ')}`}</title>
        {ticks.map((tick) => (
          <g key={tick.label}>
            <line className="chart-grid" x1={tick.x} x2={tick.x} y1={0} y2={axisY} />
            <text className="chart-text" x={tick.x} y={axisY + 18} textAnchor="middle">{tick.label}</text>
          </g>
        ))}
        <line className="chart-axis" x1={plotLeft} x2={plotLeft + plotWidth} y1={axisY} y2={axisY} />
        {bars.map((bar, index) => (
          <g key={index}>
            <text className="chart-text" x={plotLeft - 8} y={bar.y + barHeight / 2 - (bar.lines.length - 1) * 8} textAnchor="end" dominantBaseline="middle" data-bar-label>
              {bar.lines.map((line, lineIndex) => (
                <tspan key={lineIndex} x={plotLeft - 8} dy={lineIndex === 0 ? 0 : 16}>{line}</tspan>
              ))}
            </text>
            <rect className="chart-bar" x={plotLeft} y={bar.y} width={bar.width} height={barHeight} data-bar>
              <title>{`${bar.label}: ${bar.caption}`}</title>
            </rect>
            <text className="chart-text" x={bar.captionX} y={bar.y + barHeight / 2} dominantBaseline="middle" data-bar-caption>{bar.caption}</text>
          </g>
        ))}
      </svg>
      <figcaption>{title}</figcaption>
    </figure>
  );
}
