import { describe, expect, it } from 'vitest';
import { allOperations } from '../../../functions/registry.ts';
import { openApiDocument } from '../../../functions/system/openapi.ts';
import { buildOpenApiDocument } from '../../../shared/openapi/document.ts';

describe('the served OpenAPI document', () => {
  it('is the registry document with the deployment version and base URL', async () => {
    const served = await openApiDocument('9.9.9', 'https://api.example.com/v1');
    const built = buildOpenApiDocument(allOperations(), {
      version: '9.9.9',
      serverUrl: 'https://api.example.com/v1',
    });
    expect(JSON.stringify(served)).toBe(JSON.stringify(built));
  });

  it('fills in each caller its own version and server', async () => {
    const first = await openApiDocument('1.0.0', 'https://a.example');
    const second = await openApiDocument('2.0.0', 'https://b.example');
    expect(first.servers).toEqual([{ url: 'https://a.example', description: 'This deployment' }]);
    expect(second.servers).toEqual([{ url: 'https://b.example', description: 'This deployment' }]);
    expect((second.info as { version: string }).version).toBe('2.0.0');
    expect((first.info as { version: string }).version).toBe('1.0.0');
  });
});
