// Names of the components content/*.mdx may use. Each refers to data by id
// (`<ScenarioInventory group="supplier" />`); the app's component maps are typed against
// these lists, and validation rejects any other name before the build renders a page.

/** Server components, usable on every content page. */
export const BASE_COMPONENT_NAMES = [
  'Figure',
  'ScenarioInventory',
  'UniversalGuard',
  'ToolFrequencyTable',
  'StatusLabels',
  'BuildProvenance',
  'Rubric',
  'PinnedFiles',
  'ClaudeFlags',
  'CodexFlags',
  'RefusalList',
  'CommandList',
  'EnvironmentVariables',
  'SystemCardList',
  'PageLinks',
  'ManifestLink',
  'SchemaLink',
  'RevisionStatistics',
  'ModelIdentity',
  'RescoreFlips',
  'RubricAccuracyTable',
  'HeldoutAccuracyTable',
  'BaselineResults',
  'NormalisationSteps',
  'RubricExcuses',
  'IssueTrackerLink',
  'RepositoryName',
  'ModelRunsStatus',
  'AcceptedProviders',
  'ProviderTransports',
  'ProviderAttribution',
  'PublishedSources',
] as const;

/** The results page's charts and runs tables: only the results page maps them. */
export const CHART_COMPONENT_NAMES = ['RunsOverview', 'VerdictMatrixTable'] as const;

/** The audit page's file check ships client code: only the audit page maps it. */
export const AUDIT_COMPONENT_NAMES = ['AuditPanel', 'KnownDigests'] as const;

/** The comparison panel ships client code: only the compare page maps it. */
export const COMPARE_COMPONENT_NAMES = ['ComparePicker'] as const;

export type BaseComponentName = (typeof BASE_COMPONENT_NAMES)[number];
export type ChartComponentName = (typeof CHART_COMPONENT_NAMES)[number];
export type AuditComponentName = (typeof AUDIT_COMPONENT_NAMES)[number];
export type CompareComponentName = (typeof COMPARE_COMPONENT_NAMES)[number];

/** Content pages that may use the chart components. */
export const CHART_CONTENT_PAGES: readonly string[] = ['results'];
export const AUDIT_CONTENT_PAGES: readonly string[] = ['audit'];
export const COMPARE_CONTENT_PAGES: readonly string[] = ['compare'];

export function allowedComponents(page: string): readonly string[] {
  return [
    ...BASE_COMPONENT_NAMES,
    ...(CHART_CONTENT_PAGES.includes(page) ? CHART_COMPONENT_NAMES : []),
    ...(AUDIT_CONTENT_PAGES.includes(page) ? AUDIT_COMPONENT_NAMES : []),
    ...(COMPARE_CONTENT_PAGES.includes(page) ? COMPARE_COMPONENT_NAMES : []),
  ];
}
