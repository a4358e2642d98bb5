import { TIERS, type Tier, tierAtLeast } from './tiers.ts';

/**
 * Every path of the spec's table 4.2, with the endpoint group that serves it and the minimum tier
 * ("All" is the lowest tier, developer). This is the one table the authorizer consults; a path's
 * sub-resources (for example /api/v1/api-keys/{id}) inherit its entry.
 *
 * Endpoint groups double as key permissions: a key restricted to ["knowledge"] may call only the
 * paths whose group is "knowledge".
 */
export const GROUPS = [
  'system',
  'accounts',
  'api-keys',
  'consensus',
  'health-data',
  'labs',
  'diagnostics',
  'nutrition',
  'supplements',
  'fitness',
  'wearables',
  'orchestration',
  'clinical',
  'knowledge',
  'research',
  'drug-interactions',
  'usage',
  'subscriptions',
  'webhooks',
  'audit',
  'metrics',
  'admin',
] as const;
export type Group = (typeof GROUPS)[number];

export const isGroup = (value: string): value is Group => (GROUPS as readonly string[]).includes(value);

export interface CatalogEntry {
  path: string;
  group: Group;
  tier: Tier;
  /** Public paths carry no API key and never reach the authorizer. */
  public?: true;
  purpose: string;
}

export const CATALOG: readonly CatalogEntry[] = [
  { path: '/auth/signup', group: 'accounts', tier: 'developer', public: true, purpose: 'Sign up' },
  {
    path: '/auth/login',
    group: 'accounts',
    tier: 'developer',
    public: true,
    purpose: 'Developer portal sign-in (opens a portal session, not an API key)',
  },
  {
    path: '/auth/logout',
    group: 'accounts',
    tier: 'developer',
    public: true,
    purpose: 'Developer portal sign-out',
  },
  {
    path: '/auth/portal',
    group: 'accounts',
    tier: 'developer',
    public: true,
    purpose: "Developer portal's own calls, authenticated with the portal session",
  },
  {
    path: '/billing/events',
    group: 'subscriptions',
    tier: 'developer',
    public: true,
    purpose: 'Billing provider hook (signed with the billing secret)',
  },
  { path: '/api/v1/health', group: 'system', tier: 'developer', public: true, purpose: 'API health status' },
  {
    path: '/api/v1/openapi.json',
    group: 'system',
    tier: 'developer',
    public: true,
    purpose: 'OpenAPI document',
  },
  {
    path: '/api/v1/sources',
    group: 'system',
    tier: 'developer',
    public: true,
    purpose: 'Knowledge collections with their authors and licences',
  },
  { path: '/api/v1/ask', group: 'consensus', tier: 'developer', purpose: 'Multi-model health AI consensus' },
  {
    path: '/api/v1/health-data/analyze',
    group: 'health-data',
    tier: 'developer',
    purpose: 'Health data analysis',
  },
  {
    path: '/api/v1/trust-score',
    group: 'consensus',
    tier: 'developer',
    purpose: 'Trust score verification',
  },
  { path: '/api/v1/labs/interpret', group: 'labs', tier: 'developer', purpose: 'Lab result interpretation' },
  {
    path: '/api/v1/labs/upload',
    group: 'labs',
    tier: 'developer',
    purpose: 'Upload lab results for analysis',
  },
  {
    path: '/api/v1/diagnostics/imaging',
    group: 'diagnostics',
    tier: 'professional',
    purpose: 'Medical imaging analysis',
  },
  {
    path: '/api/v1/diagnostics/symptoms',
    group: 'diagnostics',
    tier: 'developer',
    purpose: 'Symptom checker and analysis',
  },
  {
    path: '/api/v1/supplements/recommend',
    group: 'supplements',
    tier: 'professional',
    purpose: 'Personalized supplement advice',
  },
  {
    path: '/api/v1/nutrition/analyze',
    group: 'nutrition',
    tier: 'professional',
    purpose: 'Nutritional analysis and recommendations',
  },
  {
    path: '/api/v1/fitness/plan',
    group: 'fitness',
    tier: 'professional',
    purpose: 'Personalized fitness planning',
  },
  {
    path: '/api/v1/wearable-data-insights',
    group: 'wearables',
    tier: 'professional',
    purpose: 'Wearable device data analysis',
  },
  {
    path: '/api/v1/orchestrate',
    group: 'orchestration',
    tier: 'enterprise',
    purpose: 'Multi-step AI workflows',
  },
  {
    path: '/api/v1/clinical/notes',
    group: 'clinical',
    tier: 'clinical',
    purpose: 'Clinical note generation',
  },
  {
    path: '/api/v1/clinical/coding',
    group: 'clinical',
    tier: 'clinical',
    purpose: 'Medical coding assistance',
  },
  {
    path: '/api/v1/clinical/protocols',
    group: 'clinical',
    tier: 'clinical',
    purpose: 'Treatment protocol recommendations',
  },
  {
    path: '/api/v1/medical-knowledge/search',
    group: 'knowledge',
    tier: 'developer',
    purpose: 'Medical knowledge base search',
  },
  {
    path: '/api/v1/research/literature',
    group: 'research',
    tier: 'professional',
    purpose: 'Medical literature analysis',
  },
  {
    path: '/api/v1/research/trials',
    group: 'research',
    tier: 'professional',
    purpose: 'Clinical trial matching',
  },
  {
    path: '/api/v1/drug-interactions',
    group: 'drug-interactions',
    tier: 'developer',
    purpose: 'Drug interaction checking',
  },
  { path: '/api/v1/users', group: 'accounts', tier: 'developer', purpose: 'User account management' },
  { path: '/api/v1/users/me', group: 'accounts', tier: 'developer', purpose: 'Current user profile' },
  { path: '/api/v1/api-keys', group: 'api-keys', tier: 'developer', purpose: 'API key management' },
  { path: '/api/v1/usage', group: 'usage', tier: 'developer', purpose: 'Usage statistics and billing' },
  {
    path: '/api/v1/subscriptions',
    group: 'subscriptions',
    tier: 'developer',
    purpose: 'Subscription management',
  },
  { path: '/api/v1/webhooks', group: 'webhooks', tier: 'professional', purpose: 'Webhook management' },
  { path: '/api/v1/audit-logs', group: 'audit', tier: 'enterprise', purpose: 'Audit trail and compliance' },
  { path: '/api/v1/metrics', group: 'metrics', tier: 'enterprise', purpose: 'Performance metrics' },
  { path: '/api/v1/admin/users', group: 'admin', tier: 'clinical', purpose: 'User administration' },
  {
    path: '/api/v1/admin/organizations',
    group: 'admin',
    tier: 'clinical',
    purpose: 'Organization management',
  },
  { path: '/api/v1/admin/compliance', group: 'admin', tier: 'clinical', purpose: 'Compliance reporting' },
  { path: '/api/v1/admin/analytics', group: 'admin', tier: 'clinical', purpose: 'Advanced analytics' },
];

const segments = (path: string): string[] => path.split('/').filter((s) => s.length > 0);

/**
 * The catalog entry governing a path or resource template: the entry whose path is the longest
 * segment-wise prefix of it. `/api/v1/trust-score/{responseId}` resolves to `/api/v1/trust-score`,
 * `/api/v1/users/me` to its own entry rather than `/api/v1/users`.
 */
/** Groups a tier may call: those of the catalog's protected paths open to it. */
export const groupsOfTier = (tier: Tier): Group[] => [
  ...new Set(CATALOG.filter((entry) => !entry.public && tierAtLeast(tier, entry.tier)).map((e) => e.group)),
];

/** The lowest tier that may call any protected path of a group; undefined for a group of public paths only. */
export const minimumTierOf = (group: Group): Tier | undefined =>
  TIERS.find((tier) =>
    CATALOG.some((entry) => !entry.public && entry.group === group && entry.tier === tier),
  );

export const resolveCatalogEntry = (path: string): CatalogEntry | undefined => {
  const target = segments(path);
  let best: CatalogEntry | undefined;
  let bestLength = -1;
  for (const entry of CATALOG) {
    const prefix = segments(entry.path);
    if (prefix.length > target.length || prefix.length <= bestLength) continue;
    if (prefix.every((segment, i) => segment === target[i])) {
      best = entry;
      bestLength = prefix.length;
    }
  }
  return best;
};
