import { ensureTable, startEmbeddedStore } from '../../tools/local/store.ts';

/** An in-memory dynalite with the service's table, and the environment pointing at it. */
export const startTestStore = async () => {
  const store = await startEmbeddedStore();
  process.env.DYNAMODB_ENDPOINT = store.endpoint;
  process.env.TABLE_NAME = 'health-ai-test';
  await ensureTable(store.endpoint, 'health-ai-test');
  return store;
};
