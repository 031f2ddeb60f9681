// What content/*.mdx may use. The base map holds server components only, so content pages
// ship no page-specific client code; the results map adds the chart components. Both are
// typed against the name lists in lib/site, which validation checks the MDX against.
import type { ComponentType } from 'react';
import type { BaseComponentName, ChartComponentName } from '@/lib/site/mdx-components';
import { BuildProvenance } from './build-provenance';
import { ClaudeFlags, CodexFlags } from './claude-flags';
import { CommandList } from './command-list';
import { EnvironmentVariables } from './environment-variables';
import { Figure } from './figure';
import { ManifestLink } from './manifest-link';
import { PageLinks } from './page-links';
import { PinnedFiles } from './pinned-files';
import { AcceptedProviders, ProviderAttribution, ProviderTransports } from './provider-tables';
import { PublishedSources } from './published-sources';
import { ModelIdentity } from './model-identity';
import { ModelRunsStatus } from './model-runs-status';
import { RefusalList } from './refusal-list';
import { IssueTrackerLink, RepositoryName } from './repository-links';
import { RescoreFlips } from './rescore-flips';
import { RevisionStatistics } from './revision-statistics';
import { Rubric } from './rubric';
import { HeldoutAccuracyTable, RubricAccuracyTable } from './rubric-accuracy-table';
import { BaselineResults } from './baseline-results';
import { NormalisationSteps, RubricExcuses } from './rubric-program';
import { ScenarioInventory } from './scenario-inventory';
import { SchemaLink } from './schema-link';
import { StatusLabels } from './status-labels';
import { SystemCardList } from './system-card-list';
import { ToolFrequencyTable } from './tool-frequency-table';
import { UniversalGuard } from './universal-guard';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- MDX passes attributes as given
type AnyComponent = ComponentType<any>;

export const BASE_COMPONENTS: Record<BaseComponentName, AnyComponent> = {
  Figure,
  ScenarioInventory,
  UniversalGuard,
  ToolFrequencyTable,
  StatusLabels,
  BuildProvenance,
  Rubric,
  PinnedFiles,
  ClaudeFlags,
  CodexFlags,
  RefusalList,
  CommandList,
  EnvironmentVariables,
  SystemCardList,
  PageLinks,
  ManifestLink,
  SchemaLink,
  RevisionStatistics,
  ModelIdentity,
  RescoreFlips,
  RubricAccuracyTable,
  HeldoutAccuracyTable,
  BaselineResults,
  NormalisationSteps,
  RubricExcuses,
  IssueTrackerLink,
  RepositoryName,
  ModelRunsStatus,
  AcceptedProviders,
  ProviderTransports,
  ProviderAttribution,
  PublishedSources,
};

export type ChartComponents = Record<ChartComponentName, AnyComponent>;
