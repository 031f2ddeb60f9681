// The compare page's MDX map: the base components plus the picker and its comparison panel.
// Imported by the compare page only, so no other page ships the panel's client code.
import type { CompareComponentName } from '@/lib/site/mdx-components';
import { ComparePicker } from './compare-picker';
import { BASE_COMPONENTS } from './mdx-components';

const COMPARE_COMPONENTS_ONLY: Record<CompareComponentName, typeof ComparePicker> = { ComparePicker };

export const COMPARE_COMPONENTS = { ...BASE_COMPONENTS, ...COMPARE_COMPONENTS_ONLY };
