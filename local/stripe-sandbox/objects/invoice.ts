import type { SandboxCustomer, SandboxInvoice } from '../stripe-objects';

/** What billing a period decides; Stripe's defaults for a subscription invoice charged automatically fill the rest. */
export type InvoiceCore = Pick<
  SandboxInvoice,
  | 'id'
  | 'amount_due'
  | 'amount_paid'
  | 'amount_remaining'
  | 'attempt_count'
  | 'attempted'
  | 'billing_reason'
  | 'created'
  | 'currency'
  | 'customer'
  | 'lines'
  | 'metadata'
  | 'next_payment_attempt'
  | 'number'
  | 'parent'
  | 'period_end'
  | 'period_start'
  | 'status'
  | 'status_transitions'
  | 'subtotal'
  | 'total'
>;

/**
 * An invoice as Stripe sends one, the customer's details copied onto it as Stripe does until it is finalized;
 * fields already there (a journaled invoice's) are kept, and those that follow from its status are worked out.
 */
export function invoiceObject(
  core: InvoiceCore & Partial<SandboxInvoice>,
  customer: SandboxCustomer | undefined,
): SandboxInvoice {
  return withStatusFields({
    object: 'invoice',
    account_country: 'US',
    account_name: 'NagText',
    account_tax_ids: null,
    amount_overpaid: 0,
    amount_paid_off_stripe: 0,
    amount_shipping: 0,
    application: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null, provider: null, status: null },
    collection_method: 'charge_automatically',
    custom_fields: null,
    customer_account: null,
    customer_address: customer?.address ?? null,
    customer_email: customer?.email ?? null,
    customer_name: customer?.name ?? null,
    customer_phone: customer?.phone ?? null,
    customer_shipping: customer?.shipping ?? null,
    customer_tax_exempt: customer?.tax_exempt ?? 'none',
    customer_tax_ids: [],
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    due_date: null,
    footer: null,
    from_invoice: null,
    hosted_invoice_url: null,
    invoice_pdf: null,
    issuer: { type: 'self' },
    last_finalization_error: null,
    latest_revision: null,
    livemode: false,
    on_behalf_of: null,
    payment_settings: { default_mandate: null, payment_method_options: null, payment_method_types: null },
    post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0,
    receipt_number: null,
    rendering: null,
    shipping_cost: null,
    shipping_details: null,
    starting_balance: 0,
    statement_descriptor: null,
    subtotal_excluding_tax: core.subtotal,
    test_clock: null,
    total_discount_amounts: [],
    total_excluding_tax: core.total,
    total_pretax_credit_amounts: [],
    total_taxes: [],
    webhooks_delivered_at: core.created,
    ...core,
  });
}

type StatusField = 'auto_advance' | 'automatically_finalizes_at' | 'effective_at' | 'ending_balance';

/** Finalizing takes an invoice out of draft (Stripe would have finalized it an hour after creation); paying or voiding ends collection. */
export function withStatusFields(invoice: Omit<SandboxInvoice, StatusField>): SandboxInvoice {
  const finalizedAt = invoice.status_transitions.finalized_at;
  return {
    ...invoice,
    auto_advance: invoice.status === 'draft' || invoice.status === 'open',
    automatically_finalizes_at: invoice.status === 'draft' ? invoice.created + 3600 : null,
    effective_at: finalizedAt,
    ending_balance: finalizedAt === null ? null : invoice.starting_balance,
  };
}
