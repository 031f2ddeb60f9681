// The status every artifact carries, so no reader can mistake what its figures are.
import type { ProviderKind } from '../models/provider';

export const STATUS_LABELS: Record<ProviderKind, string> = {
  control: 'offline-control-not-a-model-measurement',
  model: 'development-diagnostic-not-independent-benchmark',
};
