// Results: every run with charts, the sortable table and the verdict matrix. The charts
// are static SVG drawn at build time; only the table's sorting and filtering is client code.
import { ContentPage, contentMetadata } from '@/app/_components/content-page';
import { RESULTS_COMPONENTS } from '@/app/_components/mdx-chart-components';

export const metadata = contentMetadata('results');

export default function ResultsPage() {
  return <ContentPage name="results" components={RESULTS_COMPONENTS} />;
}
