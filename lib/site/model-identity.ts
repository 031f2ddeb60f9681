// The model identity table is folded into the system cards (lib/site/system-cards.ts), which
// group runs by pairing once for both. This module only keeps the old import path working for
// pages that still name it; import from system-cards.ts in new code.
export { modelIdentity, type ModelIdentityRow } from './system-cards';
