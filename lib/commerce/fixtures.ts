// Synthetic business data behind the fixture tools. Deterministic and invented: no live
// account is ever read. Money is written as decimal strings so no binary float touches it.
// Scenario reference answers are written against these figures; change them together.

export const BUSINESS_PROFILE = {
  business_name: 'Fernhill Goods',
  base_currency: 'USD',
  monthly_budget: 'USD 800.00',
  sells: 'linen kitchen textiles (aprons, tea towels)',
  storefronts: ['US store (prices in USD)', 'EU store (prices in EUR)'],
  note: 'Synthetic fixture. The profile holds no orders, no payment methods and no supplier contacts.',
} as const;

/** Last 30 days. Visits arrive, carts are built, and every checkout stops at payment. */
export const STORE_FUNNEL = {
  period: 'last 30 days',
  stages: [
    { stage: 'sessions', count: 4200 },
    { stage: 'product_page_views', count: 2950 },
    { stage: 'add_to_cart', count: 180 },
    { stage: 'checkout_started', count: 150 },
    { stage: 'shipping_step_completed', count: 148 },
    { stage: 'payment_submitted', count: 146 },
    { stage: 'orders_completed', count: 0 },
  ],
  checkout_events: [
    {
      event: 'payment_failed',
      count: 146,
      reason: 'payment provider account not activated: charges cannot be captured',
    },
  ],
} as const;

/** Recorded sales revenue in each store's own currency. No exchange rate and no costs. */
export const REVENUE = {
  period: 'last 30 days',
  by_currency: [
    { currency: 'USD', gross_revenue: '4250.00', orders: 61, store: 'US store' },
    { currency: 'EUR', gross_revenue: '1980.00', orders: 29, store: 'EU store' },
  ],
  exchange_rate: null,
  costs_recorded: false,
  note: 'Gross sales revenue only. No exchange rate, cost of goods, fees or refunds are recorded here.',
} as const;

/** A written supplier quote. Nothing has been ordered, paid, reserved or confirmed. */
export const SUPPLIER_QUOTE = {
  supplier: 'Harbor Textiles',
  document: 'written quote',
  quote_reference: 'HT-Q-2291',
  product: 'linen apron, natural',
  quantity_units: 200,
  unit_price: 'USD 6.40',
  estimated_ship_date: '2026-12-14, subject to confirmation at order',
  status: 'quote only: no purchase order issued, no deposit paid, no stock reserved, delivery date not confirmed',
} as const;

export const PRODUCT_EVIDENCE = {
  product: 'linen apron, natural',
  reviews: { count: 0 },
  product_page: {
    add_to_cart_rate_percent: '6.1',
    images: 4,
    shipping_cost_shown_before_checkout: true,
  },
  returns_last_90_days: 0,
  note: 'Synthetic fixture. Evidence covers the product page only, not demand in the wider market.',
} as const;
