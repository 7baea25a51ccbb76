import type { ObjectStore } from '../object-store';
import type { StoredObject } from '../stripe-objects';
import { checkoutSessionObject, customerDetailsOf } from './checkout-session';
import { customerObject } from './customer';
import { invoiceObject } from './invoice';
import { invoiceLineObject } from './invoice-line';
import { paymentMethodObject } from './payment-method';
import { portalSessionObject } from './portal-session';
import { priceObject } from './price';
import { productObject } from './product';
import { subscriptionObject } from './subscription';

/**
 * Fills in what a journal written by older code left out of its objects, as those objects would have been
 * sent: once every object is read back, since one object's missing fields may come from another (an invoice's
 * customer details, its lines' subscription item). A complete object comes back as it was.
 */
export function completeJournaledObjects(objects: ObjectStore): void {
  for (const object of objects.all()) objects.index(completed(object, objects));
}

function completed(object: StoredObject, objects: ObjectStore): StoredObject {
  switch (object.object) {
    case 'customer':
      return customerObject(object);
    case 'product':
      return productObject(object);
    case 'price':
      return priceObject(object);
    case 'checkout.session': {
      const session = checkoutSessionObject(object);
      if (session.status !== 'complete' || 'customer_details' in object) return session;
      return { ...session, customer_details: customerDetailsOf(objects.get('customer', session.customer)) };
    }
    case 'subscription':
      return subscriptionObject(object);
    case 'invoice': {
      const subscription = objects.get('subscription', object.parent.subscription_details.subscription);
      const lines = subscription
        ? {
            ...object.lines,
            data: object.lines.data.map((line) => invoiceLineObject(line, object.id, subscriptionObject(subscription))),
          }
        : object.lines;
      return invoiceObject({ ...object, lines }, objects.get('customer', object.customer));
    }
    case 'payment_method':
      return paymentMethodObject(object, objects.get('customer', object.customer)?.email ?? null);
    case 'billing_portal.session':
      return portalSessionObject(object);
  }
}
