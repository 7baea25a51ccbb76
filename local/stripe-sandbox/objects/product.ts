import type { SandboxProduct } from '../stripe-objects';

export type ProductCore = Pick<SandboxProduct, 'id' | 'created' | 'metadata' | 'name'>;

/** A product as Stripe sends one (a service: nothing to ship); fields already there are kept. */
export function productObject(core: ProductCore & Partial<SandboxProduct>): SandboxProduct {
  return {
    object: 'product',
    active: true,
    default_price: null,
    description: null,
    images: [],
    livemode: false,
    marketing_features: [],
    package_dimensions: null,
    shippable: null,
    statement_descriptor: null,
    tax_code: null,
    tax_details: null,
    type: 'service',
    unit_label: null,
    updated: core.created,
    url: null,
    ...core,
  };
}
