import { contracts, type ContractName, type HttpMethod } from '#shared/contracts';

export type RouteMatch =
  | { kind: 'match'; name: ContractName; pathParameters: Record<string, string> }
  | { kind: 'method_not_allowed'; allow: (HttpMethod | 'HEAD')[] }
  | { kind: 'not_found' };

interface CompiledRoute {
  name: ContractName;
  /** The contract's method, and HEAD beside a GET that answers it. */
  methods: (HttpMethod | 'HEAD')[];
  segments: ({ literal: string } | { param: string })[];
  literalCount: number;
}

function compile(name: ContractName): CompiledRoute {
  const contract: { method: HttpMethod; path: string; answersHead?: true } = contracts[name];
  const { method, path } = contract;
  const segments = path
    .split('/')
    .slice(1)
    .map((part) => {
      const param = /^\{(\w+)\}$/.exec(part);
      return param ? { param: param[1]! } : { literal: part };
    });
  return {
    name,
    methods: contract.answersHead ? [method, 'HEAD'] : [method],
    segments,
    literalCount: segments.filter((s) => 'literal' in s).length,
  };
}

const compiled = (Object.keys(contracts) as ContractName[]).map(compile);

/** Path parameters as API Gateway passes them: percent-decoded. Null when a segment is not valid encoding. */
function matchPath(route: CompiledRoute, parts: string[]): Record<string, string> | null {
  if (route.segments.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i += 1) {
    const segment = route.segments[i]!;
    const part = parts[i]!;
    if ('literal' in segment) {
      if (segment.literal !== part) return null;
    } else {
      if (part === '') return null;
      try {
        params[segment.param] = decodeURIComponent(part);
      } catch {
        return null;
      }
    }
  }
  return params;
}

/**
 * Finds the contract for a request path (without the `/api` prefix) the way API Gateway does: the
 * most specific path wins (literal segments beat `{param}`), then the method must match.
 */
export function matchRoute(method: string, rawPath: string): RouteMatch {
  const parts = rawPath.split('/').slice(1);
  const candidates = compiled
    .map((route) => ({ route, params: matchPath(route, parts) }))
    .filter((c): c is { route: CompiledRoute; params: Record<string, string> } => c.params !== null);
  if (candidates.length === 0) return { kind: 'not_found' };
  const best = Math.max(...candidates.map((c) => c.route.literalCount));
  const mostSpecific = candidates.filter((c) => c.route.literalCount === best);
  const hit = mostSpecific.find((c) => (c.route.methods as string[]).includes(method));
  if (hit) return { kind: 'match', name: hit.route.name, pathParameters: hit.params };
  return { kind: 'method_not_allowed', allow: [...new Set(mostSpecific.flatMap((c) => c.route.methods))] };
}
