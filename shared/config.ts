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
  /** NCBI E-utilities (PubMed) base, or a mirror; the public service unless set. */
  literatureBaseUrl: (): string =>
    (process.env.LITERATURE_BASE_URL || 'https://eutils.ncbi.nlm.nih.gov/entrez/eutils').replace(/\/+$/, ''),
  /** ClinicalTrials.gov API v2 base, or a mirror; the public service unless set. */
  trialsBaseUrl: (): string =>
    (process.env.TRIALS_BASE_URL || 'https://clinicaltrials.gov/api/v2').replace(/\/+$/, ''),
  /** Optional NCBI API key: raises the E-utilities limit from 3 to 10 requests a second. */
  ncbiApiKey: (): string | undefined => process.env.NCBI_API_KEY || undefined,
  /** The `tool` and `email` NCBI asks every E-utilities client to send, so it can reach the operator. */
  ncbiTool: (): string => process.env.NCBI_TOOL || 'health-ai-consensus-service',
  ncbiEmail: (): string | undefined => process.env.NCBI_EMAIL || undefined,
  /** Europe PMC REST base (…/europepmc/webservices/rest): a second literature source, off unless set. */
  europePmcBaseUrl: (): string | undefined =>
    process.env.EUROPE_PMC_BASE_URL?.replace(/\/+$/, '') || undefined,
  /** ClinicalTrials.gov asks clients for about 50 requests a minute; a mirror may allow more. */
  trialsRequestsPerMinute: (): number => {
    const value = Number(process.env.TRIALS_REQUESTS_PER_MINUTE);
    return Number.isFinite(value) && value > 0 ? value : 50;
  },
  /**
   * The budget of one research request's calls to PubMed or ClinicalTrials.gov, retries included:
   * well inside API Gateway's 29 s, leaving time for the evidence summary.
   */
  researchTimeoutMs: (): number => {
    const value = Number(process.env.RESEARCH_TIMEOUT_MS);
    return Number.isFinite(value) && value > 0 ? value : 10_000;
  },
};
