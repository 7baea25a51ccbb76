import type { SandboxInvoiceLine, SandboxSubscription } from '../stripe-objects';

export type InvoiceLineCore = Pick<
  SandboxInvoiceLine,
  'id' | 'amount' | 'currency' | 'description' | 'period' | 'quantity'
>;

/** A line billing one period of the subscription's (single) item on invoice `invoiceId`; fields already there are kept. */
export function invoiceLineObject(
  core: InvoiceLineCore & Partial<SandboxInvoiceLine>,
  invoiceId: string,
  subscription: SandboxSubscription,
): SandboxInvoiceLine {
  const item = subscription.items.data[0]!;
  return {
    object: 'line_item',
    discount_amounts: [],
    discountable: true,
    discounts: [],
    invoice: invoiceId,
    livemode: false,
    metadata: subscription.metadata,
    parent: {
      type: 'subscription_item_details',
      invoice_item_details: null,
      subscription_item_details: {
        invoice_item: null,
        proration: false,
        proration_details: { credited_items: null },
        subscription: subscription.id,
        subscription_item: item.id,
      },
    },
    pretax_credit_amounts: [],
    pricing: {
      type: 'price_details',
      price_details: { price: item.price.id, product: item.price.product },
      unit_amount_decimal: item.price.unit_amount_decimal,
    },
    quantity_decimal: String(core.quantity ?? 1),
    subscription: subscription.id,
    subtotal: core.amount,
    taxes: [],
    ...core,
  };
}
