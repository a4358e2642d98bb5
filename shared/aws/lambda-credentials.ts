/**
 * Stands in for @aws-sdk/credential-provider-node in the Lambda bundles (an esbuild alias in
 * infra/bundling.ts). Lambda always puts the function role's credentials in the environment, so the
 * SDK's default chain (SSO, INI files, process, IMDS, container metadata, web identity) is ~135 KB of
 * bundle and 35–42 ms of import CPU per function that can never find anything the environment lacks.
 * The local runtime and the tests run from source and keep the SDK's own chain.
 */
interface EnvCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
  expiration?: Date;
  accountId?: string;
}

export const defaultProvider = (_init?: unknown) => async (): Promise<EnvCredentials> => {
  const accessKeyId = process.env.AWS_ACCESS_KEY_ID;
  const secretAccessKey = process.env.AWS_SECRET_ACCESS_KEY;
  if (!accessKeyId || !secretAccessKey) {
    // The SDK's name for "this provider has nothing": callers treat it as missing credentials.
    throw Object.assign(new Error('No AWS credentials in the environment (AWS_ACCESS_KEY_ID)'), {
      name: 'CredentialsProviderError',
      tryNextLink: false,
    });
  }
  const sessionToken = process.env.AWS_SESSION_TOKEN;
  const expiration = process.env.AWS_CREDENTIAL_EXPIRATION;
  const accountId = process.env.AWS_ACCOUNT_ID;
  return {
    accessKeyId,
    secretAccessKey,
    ...(sessionToken ? { sessionToken } : {}),
    ...(expiration ? { expiration: new Date(expiration) } : {}),
    ...(accountId ? { accountId } : {}),
  };
};
