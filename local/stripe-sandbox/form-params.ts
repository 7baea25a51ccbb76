import { invalidParam, missingParam } from './sandbox-error';

/** A decoded Stripe request parameter: text, or nested objects and arrays of them (`a[b][0]=x`). */
export type Param = string | Param[] | { [key: string]: Param };
export type Params = Record<string, Param>;

/**
 * Reads Stripe's form encoding (`line_items[0][price]=price_1&expand[0]=customer`), as the SDK writes
 * it for request bodies and query strings, into nested objects; numeric keys make arrays.
 */
export function parseFormParams(text: string): Params {
  const root: Params = {};
  for (const [name, value] of new URLSearchParams(text)) {
    const path = name.match(/^[^[\]]+|\[[^[\]]*\]/g)?.map((part) => part.replace(/^\[|\]$/g, '')) ?? [name];
    let node: Record<string, Param> = root;
    for (const [i, key] of path.entries()) {
      if (i === path.length - 1) {
        node[key] = value;
        break;
      }
      const existing = node[key];
      if (typeof existing !== 'object' || existing === null) node[key] = {};
      node = node[key] as Record<string, Param>;
    }
  }
  return toArrays(root) as Params;
}

/** Objects whose keys are 0..n-1 become arrays, all the way down. */
function toArrays(value: Param): Param {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const entries = Object.entries(value).map(([key, inner]) => [key, toArrays(inner)] as const);
  const keys = entries.map(([key]) => key);
  if (keys.length > 0 && keys.every((key, i) => key === String(i))) return entries.map(([, inner]) => inner);
  return Object.fromEntries(entries);
}

export const text = (value: Param | undefined): string | undefined => (typeof value === 'string' ? value : undefined);
export const list = (value: Param | undefined): Param[] =>
  Array.isArray(value) ? value : value === undefined ? [] : [value];
export const object = (value: Param | undefined): Record<string, Param> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};

export function requiredText(value: Param | undefined, param: string): string {
  const found = text(value);
  if (found === undefined) throw missingParam(param);
  return found;
}

/** Stripe metadata: the text values of an object parameter. */
export function metadataOf(value: Param | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(object(value)).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** A list's page size: 10 unless given, at most 100. */
export function limitOf(value: Param | undefined): number {
  const limit = Number(text(value) ?? '10');
  if (!Number.isInteger(limit) || limit < 1 || limit > 100)
    throw invalidParam('limit', 'limit must be an integer from 1 to 100.');
  return limit;
}
