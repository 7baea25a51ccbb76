import type { SandboxPortalSession } from '../stripe-objects';

export type PortalSessionCore = Pick<SandboxPortalSession, 'id' | 'created' | 'customer' | 'return_url' | 'url'>;

/** A billing portal session as Stripe sends one (the account's default configuration); fields already there are kept. */
export function portalSessionObject(core: PortalSessionCore & Partial<SandboxPortalSession>): SandboxPortalSession {
  return {
    object: 'billing_portal.session',
    configuration: 'bpc_sandbox_default',
    customer_account: null,
    flow: null,
    livemode: false,
    locale: null,
    on_behalf_of: null,
    ...core,
  };
}
