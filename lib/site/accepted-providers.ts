// The providers the runner accepts, as the registry declares them: id, kind, what each is,
// which is the default, and for a control what it must do on every case. The methodology
// page lists them in the run procedure and describes each transport from the same rows.
import { DEFAULT_PROVIDER_ID, PROVIDERS } from '../../benchmarks/commerce-v1/providers';
import type { ControlExpectation, ProviderDefinition, ProviderKind } from '../models/provider';

export interface AcceptedProvider {
  id: string;
  kind: ProviderKind;
  description: string;
  isDefault: boolean;
  expectation: ControlExpectation | null;
}

export function acceptedProviders(providers: readonly ProviderDefinition[] = PROVIDERS, defaultId: string = DEFAULT_PROVIDER_ID): AcceptedProvider[] {
  return providers.map((provider) => ({
    id: provider.id,
    kind: provider.kind,
    description: provider.description,
    isDefault: provider.id === defaultId,
    expectation: provider.expectation ?? null,
  }));
}

/** How a control's declared expectation reads in a table. */
export function expectationText(expectation: ControlExpectation | null): string {
  if (expectation === 'every-case-passes') return 'must pass every case';
  if (expectation === 'every-case-fails') return 'must fail every case';
  return 'nothing declared';
}
