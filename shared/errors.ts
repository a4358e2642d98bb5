/**
 * Domain errors. They describe what went wrong in the service's own words, each with the
 * machine-readable code a caller sees; only the HTTP layer (shared/http/errors.ts) turns a code into
 * a status. Errors of the transport itself (body too large, not JSON) live there too.
 */
export type DomainErrorCode =
  | 'VALIDATION_ERROR'
  | 'MISSING_API_KEY'
  | 'PAYMENT_REQUIRED'
  | 'INVALID_AUTH'
  | 'INSUFFICIENT_TIER'
  | 'PERMISSION_DENIED'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'RATE_LIMIT_EXCEEDED'
  | 'SERVICE_UNAVAILABLE'
  | 'MODELS_UNAVAILABLE'
  | 'UPSTREAM_UNAVAILABLE';

export abstract class DomainError extends Error {
  override name = 'DomainError';
  abstract readonly code: DomainErrorCode;
}

export interface FieldIssue {
  path: string;
  message: string;
}

export class ValidationError extends DomainError {
  override name = 'ValidationError';
  readonly code = 'VALIDATION_ERROR' as const;
  constructor(
    message: string,
    readonly details: FieldIssue[] = [],
  ) {
    super(message);
  }
}

export class NotFoundError extends DomainError {
  override name = 'NotFoundError';
  readonly code = 'NOT_FOUND' as const;
}

export class ConflictError extends DomainError {
  override name = 'ConflictError';
  readonly code = 'CONFLICT' as const;
}

export class MissingApiKeyError extends DomainError {
  override name = 'MissingApiKeyError';
  readonly code = 'MISSING_API_KEY' as const;
}

export class InvalidApiKeyError extends DomainError {
  override name = 'InvalidApiKeyError';
  readonly code = 'INVALID_AUTH' as const;
}

export class InsufficientTierError extends DomainError {
  override name = 'InsufficientTierError';
  readonly code = 'INSUFFICIENT_TIER' as const;
  /** Which fields asked for what the tier does not include, when that is the reason. */
  constructor(
    message: string,
    readonly details: FieldIssue[] = [],
  ) {
    super(message);
  }
}

export class PermissionDeniedError extends DomainError {
  override name = 'PermissionDeniedError';
  readonly code = 'PERMISSION_DENIED' as const;
  /** Which fields asked for more than the caller may grant, when that is the reason. */
  constructor(
    message: string,
    readonly details: FieldIssue[] = [],
  ) {
    super(message);
  }
}

export class RateLimitExceededError extends DomainError {
  override name = 'RateLimitExceededError';
  readonly code = 'RATE_LIMIT_EXCEEDED' as const;
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

export class ServiceUnavailableError extends DomainError {
  override name = 'ServiceUnavailableError';
  readonly code = 'SERVICE_UNAVAILABLE' as const;
  /** Seconds the caller should wait before retrying, sent as Retry-After when given. */
  constructor(
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/**
 * A public service the endpoint stands on (PubMed, ClinicalTrials.gov) could not be reached, timed
 * out, kept refusing or answered something unreadable; `service` names it for the caller.
 */
export class UpstreamUnavailableError extends DomainError {
  override name = 'UpstreamUnavailableError';
  readonly code = 'UPSTREAM_UNAVAILABLE' as const;
  constructor(
    readonly service: string,
    reason: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(`${service} is not available: ${reason}`);
  }
}

/** Fewer answer models replied than the configured quorum; `failures` names each one left out. */
export class ModelsUnavailableError extends DomainError {
  override name = 'ModelsUnavailableError';
  readonly code = 'MODELS_UNAVAILABLE' as const;
  constructor(
    message: string,
    readonly failures: ReadonlyArray<{ model: string; reason: string }>,
  ) {
    super(message);
  }
}

/** A change to a paid plan needs payment first (an operator or the billing hook applies it). */
export class PaymentRequiredError extends DomainError {
  override name = 'PaymentRequiredError';
  readonly code = 'PAYMENT_REQUIRED' as const;
}

/** A signed request (the billing hook) whose signature or timestamp does not verify. */
export class InvalidSignatureError extends DomainError {
  override name = 'InvalidSignatureError';
  readonly code = 'INVALID_AUTH' as const;
}
