import { missingResource } from './sandbox-error';
import type { ObjectType, StoredObject, StoredObjects } from './stripe-objects';

export interface ObjectRecord {
  kind: 'object';
  object: StoredObject;
}

/**
 * Every object by id, with the indexes the API's lookups need (prices by lookup key, a customer's checkout
 * sessions and subscriptions). Objects are replaced whole, never changed in place: each `put` is journaled.
 */
export class ObjectStore {
  private readonly byId = new Map<string, StoredObject>();
  private readonly priceByLookupKey = new Map<string, string>();
  private readonly sessionsByCustomer = new Map<string, string[]>();
  private readonly subscriptionsByCustomer = new Map<string, string[]>();

  constructor(private readonly journal: (record: ObjectRecord) => void) {}

  get size(): number {
    return this.byId.size;
  }

  all(): StoredObject[] {
    return [...this.byId.values()];
  }

  put(value: StoredObject): void {
    this.index(value);
    this.journal({ kind: 'object', object: value });
  }

  /** Takes in an object without journaling it (replay). */
  index(value: StoredObject): void {
    const previous = this.byId.get(value.id);
    this.byId.set(value.id, value);
    if (value.object === 'price') this.indexLookupKey(value, previous?.object === 'price' ? previous.lookup_key : null);
    if (!previous && value.object === 'checkout.session') addTo(this.sessionsByCustomer, value.customer, value.id);
    if (!previous && value.object === 'subscription') addTo(this.subscriptionsByCustomer, value.customer, value.id);
  }

  get<K extends ObjectType>(type: K, id: string): StoredObjects[K] | undefined {
    const found = this.byId.get(id);
    return found?.object === type ? (found as StoredObjects[K]) : undefined;
  }

  /** The object, or Stripe's 404 naming `param` as the parameter that held the id. */
  find<K extends ObjectType>(type: K, id: string, param = 'id'): StoredObjects[K] {
    const found = this.get(type, id);
    if (!found) throw missingResource(type, id, param);
    return found;
  }

  ofType<K extends ObjectType>(type: K): StoredObjects[K][] {
    return this.all().filter((value): value is StoredObjects[K] => value.object === type);
  }

  priceIdOf(lookupKey: string): string | undefined {
    return this.priceByLookupKey.get(lookupKey);
  }

  checkoutSessionIdsOf(customerId: string): readonly string[] {
    return this.sessionsByCustomer.get(customerId) ?? [];
  }

  subscriptionIdsOf(customerId: string): readonly string[] {
    return this.subscriptionsByCustomer.get(customerId) ?? [];
  }

  private indexLookupKey(price: StoredObjects['price'], previousKey: string | null | undefined): void {
    if (price.lookup_key) this.priceByLookupKey.set(price.lookup_key, price.id);
    if (previousKey && !price.lookup_key && this.priceByLookupKey.get(previousKey) === price.id)
      this.priceByLookupKey.delete(previousKey);
  }
}

function addTo(map: Map<string, string[]>, key: string, id: string): void {
  const ids = map.get(key) ?? [];
  ids.push(id);
  map.set(key, ids);
}
