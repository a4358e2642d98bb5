import { describe, expect, it } from 'vitest';
import { ENDPOINT_GROUPS } from '../../../functions/registry.ts';
import { CATALOG, resolveCatalogEntry } from '../../../shared/api/catalog.ts';

/** The spec's table 4.2, verbatim: path and minimum tier ("All" is the lowest, developer). */
const SPEC_TABLE: Array<[string, string]> = [
  ['/api/v1/ask', 'developer'],
  ['/api/v1/health-data/analyze', 'developer'],
  ['/api/v1/trust-score/{responseId}', 'developer'],
  ['/api/v1/labs/interpret', 'developer'],
  ['/api/v1/labs/upload', 'developer'],
  ['/api/v1/diagnostics/imaging', 'professional'],
  ['/api/v1/diagnostics/symptoms', 'developer'],
  ['/api/v1/supplements/recommend', 'professional'],
  ['/api/v1/nutrition/analyze', 'professional'],
  ['/api/v1/fitness/plan', 'professional'],
  ['/api/v1/wearable-data-insights', 'professional'],
  ['/api/v1/orchestrate', 'enterprise'],
  ['/api/v1/clinical/notes', 'clinical'],
  ['/api/v1/clinical/coding', 'clinical'],
  ['/api/v1/clinical/protocols', 'clinical'],
  ['/api/v1/medical-knowledge/search', 'developer'],
  ['/api/v1/research/literature', 'professional'],
  ['/api/v1/research/trials', 'professional'],
  ['/api/v1/drug-interactions', 'developer'],
  ['/api/v1/users', 'developer'],
  ['/api/v1/users/me', 'developer'],
  ['/api/v1/api-keys', 'developer'],
  ['/api/v1/usage', 'developer'],
  ['/api/v1/subscriptions', 'developer'],
  ['/api/v1/webhooks', 'professional'],
  ['/api/v1/audit-logs', 'enterprise'],
  ['/api/v1/health', 'developer'],
  ['/api/v1/metrics', 'enterprise'],
  ['/api/v1/admin/users', 'clinical'],
  ['/api/v1/admin/organizations', 'clinical'],
  ['/api/v1/admin/compliance', 'clinical'],
  ['/api/v1/admin/analytics', 'clinical'],
];

describe('route catalog', () => {
  it.each(SPEC_TABLE)('maps %s to its minimum tier %s', (path, tier) => {
    expect(resolveCatalogEntry(path)?.tier).toBe(tier);
  });

  it('resolves sub-resources to their parent path and the most specific entry first', () => {
    expect(resolveCatalogEntry('/api/v1/api-keys/{id}')?.path).toBe('/api/v1/api-keys');
    expect(resolveCatalogEntry('/api/v1/users/me')?.path).toBe('/api/v1/users/me');
    expect(resolveCatalogEntry('/api/v1/trust-score/ans_123')?.group).toBe('consensus');
    expect(resolveCatalogEntry('/api/v1/usersX')).toBeUndefined();
    expect(resolveCatalogEntry('/unknown')).toBeUndefined();
  });

  it('marks only sign-up, the portal session routes, the signed billing hook, health, the OpenAPI document and the knowledge sources public', () => {
    expect(CATALOG.filter((entry) => entry.public).map((entry) => entry.path)).toEqual([
      '/auth/signup',
      '/auth/login',
      '/auth/logout',
      '/auth/portal',
      '/billing/events',
      '/api/v1/health',
      '/api/v1/openapi.json',
      '/api/v1/sources',
    ]);
  });

  it('covers every deployed operation with an entry of its own group and the same publicity', () => {
    for (const group of ENDPOINT_GROUPS) {
      for (const operation of group.operations) {
        const entry = resolveCatalogEntry(operation.path);
        expect(entry?.group, operation.path).toBe(group.group);
        expect(Boolean(entry?.public), operation.path).toBe(operation.public);
      }
    }
  });
});
