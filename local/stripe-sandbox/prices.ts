import type Stripe from 'stripe';
import { limitOf, list, metadataOf, object, requiredText, text, type Params } from './form-params';
import { priceObject } from './objects/price';
import { productObject } from './objects/product';
import type { SandboxContext } from './sandbox-context';
import { invalidParam } from './sandbox-error';
import { newId } from './stripe-ids';
import { publicView, type SandboxPrice, type SandboxProduct } from './stripe-objects';

const INTERVALS = ['day', 'week', 'month', 'year'];

/** Prices by lookup key (or all of them), newest first. */
export function listPrices(context: SandboxContext, params: Params): Stripe.ApiList<SandboxPrice> {
  const keys = list(params.lookup_keys).map((key) => text(key) ?? '');
  const active = text(params.active);
  const limit = limitOf(params.limit);
  const candidates = keys.length
    ? keys
        .map((key) => context.objects.get('price', context.objects.priceIdOf(key) ?? ''))
        .filter((price) => price !== undefined)
    : context.objects.ofType('price');
  const prices = candidates
    .filter((price) => active === undefined || String(price.active) === active)
    .sort((a, b) => b.created - a.created);
  return {
    object: 'list',
    data: prices.slice(0, limit).map(publicView),
    has_more: prices.length > limit,
    url: '/v1/prices',
  };
}

/** A price of an existing product or of a new one (`product_data`); `transfer_lookup_key` moves a taken lookup key to it. */
export function createPrice(context: SandboxContext, params: Params): SandboxPrice {
  const currency = requiredText(params.currency, 'currency');
  const unitAmount = Number(requiredText(params.unit_amount, 'unit_amount'));
  if (!Number.isInteger(unitAmount) || unitAmount < 0)
    throw invalidParam('unit_amount', 'Invalid integer: unit_amount');
  const recurring = object(params.recurring);
  const interval = text(recurring.interval);
  if (interval && !INTERVALS.includes(interval))
    throw invalidParam('recurring[interval]', `Invalid recurring[interval]: ${interval}`);
  const lookupKey = text(params.lookup_key);
  const holder = lookupKey ? context.objects.priceIdOf(lookupKey) : undefined;
  if (holder && text(params.transfer_lookup_key) !== 'true') {
    throw invalidParam('lookup_key', `A price (\`${holder}\`) already uses that lookup key.`);
  }
  let productId = text(params.product);
  if (productId) context.objects.find('product', productId, 'product');
  else productId = createProduct(context, object(params.product_data)).id;
  if (lookupKey) {
    const previous = context.objects.get('price', context.objects.priceIdOf(lookupKey) ?? '');
    if (previous) context.objects.put({ ...previous, lookup_key: null });
  }
  const price = priceObject({
    id: newId('price'),
    created: context.now(),
    currency,
    lookup_key: lookupKey ?? null,
    metadata: metadataOf(params.metadata),
    nickname: text(params.nickname) ?? null,
    product: productId,
    recurring: interval
      ? { interval, interval_count: 1, meter: null, trial_period_days: null, usage_type: 'licensed' }
      : null,
    type: interval ? 'recurring' : 'one_time',
    unit_amount: unitAmount,
  });
  context.objects.put(price);
  context.events.flush();
  return publicView(price);
}

function createProduct(context: SandboxContext, productData: Params): SandboxProduct {
  const product = productObject({
    id: newId('prod'),
    created: context.now(),
    metadata: {},
    name: requiredText(productData.name, 'product_data[name]'),
  });
  context.objects.put(product);
  return product;
}
