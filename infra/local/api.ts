import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { ENDPOINT_GROUPS, type EndpointGroup } from '../../functions/registry.ts';
import { createGateway } from './gateway.ts';
import { ensureTable, startEmbeddedStore } from './store.ts';

export const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface LocalApiOptions {
  port?: number;
  host?: string;
  /** LevelDB folder of the embedded store; in memory when absent. Ignored with `dynamoEndpoint`. */
  dataDir?: string;
  /** Any DynamoDB-compatible endpoint instead of the embedded store. */
  dynamoEndpoint?: string;
  tableName?: string;
  /** The endpoint groups to serve; all deployed groups by default. */
  groups?: readonly EndpointGroup[];
}

export interface LocalApi {
  url: string;
  storeEndpoint: string;
  server: Server;
  close: () => Promise<void>;
}

/**
 * The whole API on one port, through the same authorizer and handler modules that run on Lambda.
 * The handlers read their store from the environment, exactly as on Lambda, so it is set first.
 */
export const startLocalApi = async (options: LocalApiOptions = {}): Promise<LocalApi> => {
  const store = options.dynamoEndpoint ? undefined : await startEmbeddedStore(options.dataDir);
  const storeEndpoint = options.dynamoEndpoint ?? store?.endpoint ?? '';
  const tableName = options.tableName ?? process.env.TABLE_NAME ?? 'health-ai-local';
  process.env.DYNAMODB_ENDPOINT = storeEndpoint;
  process.env.TABLE_NAME = tableName;
  process.env.APP_STAGE ??= 'local';
  await ensureTable(storeEndpoint, tableName, process.env.AWS_REGION ?? 'us-east-1');

  const gateway = await createGateway(options.groups ?? ENDPOINT_GROUPS, PROJECT_ROOT);
  const server = createServer((request, response) => {
    void gateway.handle(request, response);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 3000, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${options.host ?? '127.0.0.1'}:${port}`;
  return {
    url,
    storeEndpoint,
    server,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await store?.close();
    },
  };
};
