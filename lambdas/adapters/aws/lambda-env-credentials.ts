/**
 * The AWS SDK's credentials inside a Lambda: the execution role's keys, which the runtime puts in the
 * environment before the handler module loads and keeps valid for the life of the container.
 *
 * The cloud bundles use this module in place of `@aws-sdk/credential-provider-node` (an esbuild alias in
 * infra/constructs/lambda-bundling.ts): that chain tries the environment first too, and in a Lambda never
 * gets further, but it carries SSO, shared ini files, credential processes, web identity, STS and instance
 * metadata, a third of a DynamoDB-only bundle (about 36 KB of its 103 KB gzip). The local runtime and the
 * tests are not bundled and keep the SDK's own chain. The fields are those of the SDK's `fromEnv`.
 */
export interface EnvCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
  expiration?: Date;
  credentialScope?: string;
  accountId?: string;
}

export function credentialsFromEnv(env: NodeJS.ProcessEnv): EnvCredentials {
  const accessKeyId = env.AWS_ACCESS_KEY_ID;
  const secretAccessKey = env.AWS_SECRET_ACCESS_KEY;
  if (!accessKeyId || !secretAccessKey) {
    throw new Error(
      'AWS credentials are not in the environment (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY): the Lambda runtime sets them',
    );
  }
  const {
    AWS_SESSION_TOKEN: sessionToken,
    AWS_CREDENTIAL_EXPIRATION: expiry,
    AWS_CREDENTIAL_SCOPE: credentialScope,
    AWS_ACCOUNT_ID: accountId,
  } = env;
  return {
    accessKeyId,
    secretAccessKey,
    ...(sessionToken ? { sessionToken } : {}),
    ...(expiry ? { expiration: new Date(expiry) } : {}),
    ...(credentialScope ? { credentialScope } : {}),
    ...(accountId ? { accountId } : {}),
  };
}

/** The name and shape every SDK client's runtime config imports from `@aws-sdk/credential-provider-node`. */
export const defaultProvider = () => async (): Promise<EnvCredentials> => credentialsFromEnv(process.env);
