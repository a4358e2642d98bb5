import { describe, expect, it } from 'vitest';
import { type AuthorizerOutcome, decodeOutcome, encodeOutcome } from '../../../shared/auth/tenant.ts';
import { tenant } from '../../factories/events.ts';

/** API Gateway hands context values on as strings. */
const throughGateway = (outcome: AuthorizerOutcome) =>
  Object.fromEntries(Object.entries(encodeOutcome(outcome)).map(([name, value]) => [name, String(value)]));

describe('authorizer outcome encoding', () => {
  it('survives the trip through API Gateway with every tenant field intact', () => {
    // Prepare
    const outcome: AuthorizerOutcome = {
      decision: 'allow',
      group: 'api-keys',
      tenant: tenant({
        permissions: ['accounts', 'api-keys'],
        limit: 10_000,
        remaining: 42,
        tier: 'professional',
      }),
    };

    // Act
    const decoded = decodeOutcome(throughGateway(outcome));

    // Assess
    expect(decoded).toEqual(outcome);
  });

  it('keeps "*" as all permissions', () => {
    const decoded = decodeOutcome(
      throughGateway({ decision: 'allow', tenant: tenant({ permissions: '*' }) }),
    );
    expect(decoded?.tenant?.permissions).toBe('*');
  });

  it('carries which daily limit a 429 met, and drops a value it does not know', () => {
    for (const limitReached of ['organization', 'key', 'either'] as const)
      expect(decodeOutcome(throughGateway({ decision: 'rate_limited', limitReached }))).toEqual({
        decision: 'rate_limited',
        limitReached,
      });
    expect(decodeOutcome({ decision: 'rate_limited', limitReached: 'planet' })).toEqual({
      decision: 'rate_limited',
    });
  });

  it('carries a refusal without a tenant', () => {
    expect(decodeOutcome(throughGateway({ decision: 'missing_key' }))).toEqual({ decision: 'missing_key' });
  });

  it('fails closed: an allow without a complete tenant is no outcome at all', () => {
    const context = throughGateway({ decision: 'allow', tenant: tenant() });
    delete context.orgId;
    expect(decodeOutcome(context)).toBeUndefined();
  });

  it.each([
    ['no context', null],
    ['unknown decision', { decision: 'maybe' }],
    ['non-numeric limit', { ...throughGateway({ decision: 'allow', tenant: tenant() }), limit: 'lots' }],
    ['unknown tier', { ...throughGateway({ decision: 'allow', tenant: tenant() }), tier: 'platinum' }],
  ])('ignores a malformed context: %s', (_label, context) => {
    expect(decodeOutcome(context)).toBeUndefined();
  });
});
