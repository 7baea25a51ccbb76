/**
 * A contract's schema, written `/* @__PURE__ *\/ schema(() => z....)`. Building `z.string().check(z.trim())` calls
 * functions a bundler cannot prove harmless, so a bundle kept (and built at every cold start) every schema of
 * every contract module it touched; a pure call whose only argument is a function can be dropped, so a function
 * now carries only the schemas it uses (login: 14 KB minified and about 5 ms of load less).
 */
export function schema<T>(build: () => T): T {
  return build();
}
