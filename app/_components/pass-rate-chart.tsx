'use client';
// Pass rate per run as horizontal bars. Recharts 2 renders its SVG during server
// rendering when the chart has a fixed size and no animation, so the bars are in the
// static HTML and need no JavaScript to be seen; CSS scales the SVG to the column width.
import { Bar, BarChart, CartesianGrid, LabelList, XAxis, YAxis } from 'recharts';

export interface PassRatePoint {
  label: string;
  passRate: number;
  caption: string;
}

const WIDTH = 760;
const ROW = 36;

export function PassRateChart({ points, title }: { points: PassRatePoint[]; title: string }) {
  const height = 60 + ROW * points.length;
  return (
    <figure className="chart wide" data-chart="pass-rate">
      <BarChart width={WIDTH} height={height} data={points} layout="vertical" margin={{ top: 8, right: 72, bottom: 24, left: 8 }} title={title}>
        <CartesianGrid horizontal={false} strokeDasharray="3 3" />
        <XAxis type="number" domain={[0, 100]} unit="%" tickCount={6} />
        <YAxis type="category" dataKey="label" width={300} tick={{ fontSize: 13 }} />
        <Bar dataKey="passRate" isAnimationActive={false} fill="#1f6feb">
          <LabelList dataKey="caption" position="right" />
        </Bar>
      </BarChart>
      <figcaption>{title}</figcaption>
    </figure>
  );
}
