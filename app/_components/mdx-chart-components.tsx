// The results page's MDX map: the base components plus the charts and the sortable table.
// Imported by the results page only, so no other page ships recharts.
import { BASE_COMPONENTS, type ChartComponents } from './mdx-components';
import { RunsOverview } from './runs-overview';
import { VerdictMatrixTable } from './verdict-matrix-table';

const CHART_COMPONENTS: ChartComponents = { RunsOverview, VerdictMatrixTable };

export const RESULTS_COMPONENTS = { ...BASE_COMPONENTS, ...CHART_COMPONENTS };
