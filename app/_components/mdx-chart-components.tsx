// The results page's MDX map: the base components plus the charts (static SVG) and the
// runs table, whose sorting and filtering is the page's only client code.
import { BASE_COMPONENTS, type ChartComponents } from './mdx-components';
import { RunsOverview } from './runs-overview';
import { VerdictMatrixTable } from './verdict-matrix-table';

const CHART_COMPONENTS: ChartComponents = { RunsOverview, VerdictMatrixTable };

export const RESULTS_COMPONENTS = { ...BASE_COMPONENTS, ...CHART_COMPONENTS };
