// Input contracts of the fixture tools. The agent validates every tool call against these
// schemas before a tool runs; the same schemas are described to the model.
import { z } from 'zod';

export const TOOL_NAMES = [
  'business',
  'economics',
  'supplier',
  'revenue',
  'product_evidence',
  'store_funnel',
  'supplier_order',
] as const;
export type ToolName = (typeof TOOL_NAMES)[number];

/** An amount exactly as the founder wrote it: "70", "$70", "USD 70", "49,90", "2,5%". */
const QuotedAmount = z.string().min(1).max(40);

const TaxBasis = z.enum(['inclusive', 'exclusive', 'unstated']);

export const BusinessInput = z.object({}).strict();

export const EconomicsInput = z
  .object({
    /** ISO 4217 code all amounts are in, e.g. "USD" or "EUR". */
    currency: z.string().regex(/^[A-Z]{3}$/),
    /** Every amount is the founder's own figure, or null when the founder did not give it. */
    price: QuotedAmount.nullable(),
    landed_cost: QuotedAmount.nullable(),
    shipping: QuotedAmount.nullable(),
    payment_fee_percent: QuotedAmount.nullable(),
    payment_fee_fixed: QuotedAmount.nullable(),
    refund_reserve_percent: QuotedAmount.nullable(),
    /** Tax basis of each money amount as the founder stated it. */
    tax_basis: z
      .object({ price: TaxBasis, landed_cost: TaxBasis, shipping: TaxBasis })
      .strict()
      .default({ price: 'unstated', landed_cost: 'unstated', shipping: 'unstated' }),
    /** Round each monetary fee to cents, half up, before summing. */
    round_fees_to_cents: z.boolean().default(false),
  })
  .strict();

export const SupplierInput = z.object({ supplier: z.string().min(1).optional() }).strict();
export const RevenueInput = z.object({ period: z.string().min(1).optional() }).strict();
export const ProductEvidenceInput = z.object({ product: z.string().min(1).optional() }).strict();
export const StoreFunnelInput = z.object({ period: z.string().min(1).optional() }).strict();

/** `message` must be one complete founder message from this conversation, verbatim. */
export const SupplierOrderInput = z.object({ message: z.string().min(1) }).strict();

export const TOOL_INPUTS = {
  business: BusinessInput,
  economics: EconomicsInput,
  supplier: SupplierInput,
  revenue: RevenueInput,
  product_evidence: ProductEvidenceInput,
  store_funnel: StoreFunnelInput,
  supplier_order: SupplierOrderInput,
} as const satisfies Record<ToolName, z.ZodType>;

export type EconomicsInputValue = z.infer<typeof EconomicsInput>;
export type SupplierOrderInputValue = z.infer<typeof SupplierOrderInput>;
