/**
 * Runtime settings, read from the environment on each call so that the local runtime can set them
 * before the first request and tests can point a process at their own store.
 */
export const config = {
  tableName: (): string => process.env.TABLE_NAME ?? 'health-ai-local',
  dynamoEndpoint: (): string | undefined => process.env.DYNAMODB_ENDPOINT || undefined,
  region: (): string => process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION ?? 'us-east-1',
  stage: (): string => process.env.APP_STAGE ?? 'local',
  version: (): string => process.env.APP_VERSION ?? '0.1.0',
  maxBodyBytes: (): number => Number(process.env.MAX_BODY_BYTES ?? 1_048_576),
  logLevel: (): string => process.env.LOG_LEVEL ?? 'info',
};
