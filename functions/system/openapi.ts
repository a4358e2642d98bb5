import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { OPENAPI_FILE } from '../../shared/data-files.ts';

/*
 * The deployment ships the document beside the system function's bundle (OPENAPI_FILE, printed by
 * `npm run openapi` at bundle time). The registry stays its one source, but only the build reads
 * it, so every group's contract (and what those import: UCUM, drug and lab tables, red flags)
 * stays out of the function that answers /health and every unknown path.
 */

type Document = Record<string, unknown> & { info?: Record<string, unknown> };

/** Run from source (local runtime, tests): the same document, built from the registry on first use. */
const buildFromRegistry = async (): Promise<Document> => {
  // A computed specifier: esbuild leaves it unresolved, so no contract enters the bundle.
  const source = new URL('./openapi-source.ts', import.meta.url).href;
  const { buildDocument } = (await import(source)) as { buildDocument: () => Document };
  return buildDocument();
};

let template: Promise<Document> | undefined;

const loadTemplate = (): Promise<Document> => {
  const prebuilt = join(import.meta.dirname, OPENAPI_FILE);
  template ??= existsSync(prebuilt)
    ? Promise.resolve(JSON.parse(readFileSync(prebuilt, 'utf8')) as Document)
    : buildFromRegistry();
  return template;
};

/** The served document: the template with this deployment's version and base URL. */
export const openApiDocument = async (version: string, serverUrl: string): Promise<Document> => {
  const document = await loadTemplate();
  return {
    ...document,
    info: { ...document.info, version },
    servers: [{ url: serverUrl, description: 'This deployment' }],
  };
};
