import { phoneMetadataAliases } from './phone-metadata';

/**
 * How every Lambda is bundled, shared by the CDK functions and `npm run bench` so the figures the bench
 * prints are the figures that ship. ESM with the packages' `module` builds first lets esbuild drop
 * every AWS SDK command and schema a handler does not import; the SDK is bundled, not taken from the
 * runtime, so its version is the one we tested against.
 */
export const LAMBDA_NODE_TARGET = 'node22';

/** CommonJS dependencies inside an ESM bundle still call `require` (node built-ins): give them one. */
export const ESM_REQUIRE_BANNER =
  "import{createRequire as __nagtextCreateRequire}from'module';const require=__nagtextCreateRequire(import.meta.url);";

export const LAMBDA_BUNDLING = {
  format: 'esm',
  target: LAMBDA_NODE_TARGET,
  platform: 'node',
  mainFields: ['module', 'main'],
  minify: true,
  /**
   * The map ships beside the bundle, but functions run without --enable-source-maps, which made Node parse it at
   * every cold start: lambdas/observability/error-stack.ts reads it when a failure is logged.
   */
  sourcemap: true,
  sourcesContent: false,
  /**
   * The AWS SDK v3 clients are bundled too. Left out: the event-stream codec, which every client's protocol
   * imports with `import()` for event-stream operations; none of the clients we use (DynamoDB, Scheduler,
   * Secrets Manager, End User Messaging SMS and voice) has one, and bundled it weighed 15 KB in every function.
   */
  external: ['@smithy/core/event-streams'] as string[],
  banner: ESM_REQUIRE_BANNER,
  /**
   * Modules replaced in the bundle (paths from the project root). A Lambda's SDK credentials are always the
   * execution role's keys in the environment, so the SDK's whole provider chain gives way to a reader of
   * those (lambdas/adapters/aws/lambda-env-credentials.ts says what that saves).
   */
  alias: { '@aws-sdk/credential-provider-node': './lambdas/adapters/aws/lambda-env-credentials.ts' } as Record<
    string,
    string
  >,
} as const;

/**
 * Every alias of a stage's functions: the fixed ones above, and the phone metadata cut to the countries the
 * stage texts (phone-metadata.ts), written under `projectRoot` for esbuild to read.
 */
export const lambdaAliases = (projectRoot: string, smsAllowedCountries: readonly string[]): Record<string, string> => ({
  ...LAMBDA_BUNDLING.alias,
  ...phoneMetadataAliases(projectRoot, smsAllowedCountries),
});

/** The aliases as esbuild's command line takes them (`--alias:from=to`, CDK's `esbuildArgs`). */
export const aliasArgs = (aliases: Record<string, string>): string[] =>
  Object.entries(aliases).map(([from, to]) => `${from}=${to}`);
