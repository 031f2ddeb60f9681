// The pass-rate chart's geometry, computed at build time: one horizontal bar per run, an
// axis from 0 to 100 % with gridlines, each bar labelled with the run's short label on the
// left and `passed / cases` on the right. The page draws it as static SVG with no script,
// so nothing is measured in the browser and nothing can differ between server and client
// (the chart library it replaces wrapped long labels differently on each, see issue 10).
// Labels are wrapped here into at most two lines by a character budget.

export interface PassRatePoint {
  label: string;
  passed: number;
  cases: number;
}

export interface ChartBar {
  /** The full label, for the bar's tooltip and accessible text. */
  label: string;
  lines: string[];
  y: number;
  width: number;
  caption: string;
  captionX: number;
}

export interface PassRateChartLayout {
  width: number;
  height: number;
  plotLeft: number;
  plotWidth: number;
  /** Where the axis line and its tick labels sit. */
  axisY: number;
  barHeight: number;
  ticks: { x: number; label: string }[];
  bars: ChartBar[];
}

const WIDTH = 760;
const LABEL_WIDTH = 300;
const CAPTION_WIDTH = 72;
const ROW = 40;
const BAR = 22;
const TOP = 8;
const AXIS = 28;
/** Characters of a label line at the chart's label size (13 px system font, about 7 px each). */
export const LABEL_LINE_CHARACTERS = 40;

/** Words packed into lines of at most `limit` characters; a word longer than a line is cut,
 * and text beyond the last line ends in an ellipsis. */
export function wrapLabel(text: string, limit = LABEL_LINE_CHARACTERS, maxLines = 2): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const pieces = word.match(new RegExp(`.{1,${limit}}`, 'gu')) ?? [word];
    for (const piece of pieces) {
      if (line && line.length + 1 + piece.length <= limit) line = `${line} ${piece}`;
      else {
        if (line) lines.push(line);
        line = piece;
      }
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!.slice(0, limit - 1)}…`;
  return kept;
}

export function passRateChartLayout(points: readonly PassRatePoint[]): PassRateChartLayout {
  const plotLeft = LABEL_WIDTH;
  const plotWidth = WIDTH - LABEL_WIDTH - CAPTION_WIDTH;
  const bars = points.map((point, index) => {
    const width = point.cases === 0 ? 0 : (plotWidth * point.passed) / point.cases;
    return {
      label: point.label,
      lines: wrapLabel(point.label),
      y: TOP + index * ROW + (ROW - BAR) / 2,
      width: Math.round(width * 10) / 10,
      caption: `${point.passed} / ${point.cases}`,
      captionX: Math.round((plotLeft + width + 6) * 10) / 10,
    };
  });
  const ticks = [0, 20, 40, 60, 80, 100].map((value) => ({ x: plotLeft + (plotWidth * value) / 100, label: `${value}%` }));
  const height = TOP + points.length * ROW + AXIS;
  return { width: WIDTH, height, plotLeft, plotWidth, axisY: height - AXIS, barHeight: BAR, ticks, bars };
}
