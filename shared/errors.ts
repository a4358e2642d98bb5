/**
 * Domain errors. They describe what went wrong in the service's own words; only the HTTP layer
 * (shared/http/errors.ts) decides which status and code a caller sees for each of them.
 */
export class DomainError extends Error {
  override name = 'DomainError';
}

export interface FieldIssue {
  path: string;
  message: string;
}

export class ValidationError extends DomainError {
  override name = 'ValidationError';
  constructor(
    message: string,
    readonly details: FieldIssue[] = [],
  ) {
    super(message);
  }
}

export class InvalidJsonError extends DomainError {
  override name = 'InvalidJsonError';
}

export class UnsupportedMediaTypeError extends DomainError {
  override name = 'UnsupportedMediaTypeError';
}

export class PayloadTooLargeError extends DomainError {
  override name = 'PayloadTooLargeError';
  constructor(readonly limitBytes: number) {
    super(`The request body exceeds the limit of ${limitBytes} bytes`);
  }
}

export class NotFoundError extends DomainError {
  override name = 'NotFoundError';
}

export class MethodNotAllowedError extends DomainError {
  override name = 'MethodNotAllowedError';
  constructor(readonly allowed: string[]) {
    super(`Method not allowed; this path accepts ${allowed.join(', ')}`);
  }
}

export class ConflictError extends DomainError {
  override name = 'ConflictError';
}

export class MissingApiKeyError extends DomainError {
  override name = 'MissingApiKeyError';
}

export class InvalidApiKeyError extends DomainError {
  override name = 'InvalidApiKeyError';
}

export class InsufficientTierError extends DomainError {
  override name = 'InsufficientTierError';
}

export class PermissionDeniedError extends DomainError {
  override name = 'PermissionDeniedError';
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
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

export class ServiceUnavailableError extends DomainError {
  override name = 'ServiceUnavailableError';
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
}

/** A signed request (the billing hook) whose signature or timestamp does not verify. */
export class InvalidSignatureError extends DomainError {
  override name = 'InvalidSignatureError';
}
