// The one navigation structure: the header, the home page's table of contents and the
// sitemap all read this list.
import { ROUTES } from './routes';

export interface NavigationItem {
  href: string;
  label: string;
  /** One line for the home page's table of contents. */
  summary: string;
}

export const NAVIGATION: readonly NavigationItem[] = [
  { href: ROUTES.benchmark, label: 'Benchmark', summary: 'What it measures, the scenario inventory, scoring, tools and provenance.' },
  { href: ROUTES.methodology, label: 'Methodology', summary: 'The protocol, the rubric as declared in source, pinned files and limitations.' },
  { href: ROUTES.results, label: 'Results', summary: 'Every recorded run, with charts, a verdict matrix and per-case transcripts.' },
  { href: ROUTES.systemCards, label: 'System cards', summary: 'Failure modes per model pairing, with the transcripts that show them.' },
  { href: ROUTES.reproduce, label: 'Reproduce', summary: 'The exact commands to run the benchmark, rebuild this site and check digests.' },
  { href: ROUTES.compare, label: 'Compare', summary: 'Two runs of one harness revision side by side: verdicts, assertions, tool calls and digests.' },
  { href: ROUTES.audit, label: 'Audit', summary: 'Check any file against the recorded digests in your browser, without uploading it.' },
];
