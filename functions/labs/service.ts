import type { Tenant } from '../../shared/auth/tenant.ts';
import type { Sex } from '../../shared/clinical/labs/catalog.ts';
import {
  LabCsvError,
  MAX_UPLOAD_RESULTS,
  parseLabCsv,
  readableCsvRows,
} from '../../shared/clinical/labs/csv.ts';
import {
  interpretResults,
  LabInputError,
  type LabResultInput,
  labUrgentCare,
} from '../../shared/clinical/labs/interpret.ts';
import { config } from '../../shared/config.ts';
import { type LabUploadRecord, labUploads } from '../../shared/data/repositories/lab-uploads.ts';
import { NotFoundError, ValidationError } from '../../shared/errors.ts';
import {
  LabBundleError,
  readLabBundle,
  type SkippedObservation,
} from '../../shared/fhir/lab-observations.ts';
import { newId } from '../../shared/ids.ts';
import { expiryAfter } from '../../shared/retention.ts';
import { publishEvent } from '../../shared/webhooks/dispatch.ts';

/**
 * The critical values of a refused request: a 400 that leads with the urgent-care message is still
 * announced as an urgent finding, so that a critical value is never lost to another value's error.
 */
const refusedAlerts = new WeakMap<Error, ReadonlyArray<{ id: string }>>();
const refusedWith = (error: ValidationError, alerts: ReadonlyArray<{ id: string }>): ValidationError => {
  if (alerts.length > 0) refusedAlerts.set(error, alerts);
  return error;
};

const LAB_DISCLAIMER =
  'Informational only, not a diagnosis. Reference intervals differ between laboratories; your report’s own interval and your clinician’s reading take precedence.';

interface Patient {
  sex?: Sex;
  age?: number;
}

/**
 * Interprets results, naming each one that cannot be read by where it came from. A result beyond a
 * critical limit is never lost to another result's error: the 400 leads with the urgent-care message.
 */
const interpret = (
  results: readonly LabResultInput[],
  patient: Patient,
  pathOf: (index: number, field: string) => string,
) => {
  try {
    const report = interpretResults(results, patient);
    return {
      ...report,
      unrecognized: report.unrecognized.map((item) => ({ ...item, path: pathOf(item.index, 'test') })),
    };
  } catch (error) {
    if (error instanceof LabInputError) {
      const urgent = labUrgentCare(error.alerts);
      throw refusedWith(
        new ValidationError(
          `${urgent ? `${urgent} ` : ''}Some lab results cannot be interpreted`,
          error.issues.map((issue) => ({ path: pathOf(issue.index, issue.field), message: issue.message })),
        ),
        error.alerts,
      );
    }
    throw error;
  }
};

/**
 * A critical value is announced as `analysis.urgent_finding`, the event health data sends for its
 * alerts: the kinds of finding only (the alert ids, which name the test by LOINC), never a value.
 */
const announceCritical = async (
  tenant: Tenant,
  alerts: ReadonlyArray<{ id: string }>,
  ids: Record<string, string>,
): Promise<void> => {
  if (alerts.length === 0) return;
  await publishEvent(tenant.orgId, 'analysis.urgent_finding', {
    ...ids,
    findings: [...new Set(alerts.map((alert) => alert.id))].join(','),
  });
};

/** Runs `read`; a refusal that held critical values is announced before it is thrown. */
const announcingRefused = async <T>(tenant: Tenant, source: string, read: () => T): Promise<T> => {
  try {
    return read();
  } catch (error) {
    const alerts = error instanceof Error ? refusedAlerts.get(error) : undefined;
    if (alerts) await announceCritical(tenant, alerts, { source });
    throw error;
  }
};

export const interpretLabResults = async (
  tenant: Tenant,
  body: { results: LabResultInput[] } & Patient,
  now = new Date(),
) => {
  const report = await announcingRefused(tenant, 'labs.interpret', () =>
    interpret(body.results, body, (index, field) => `body.results.${index}.${field}`),
  );
  await announceCritical(tenant, report.alerts, { source: 'labs.interpret' });
  return { ...report, disclaimer: LAB_DISCLAIMER, timestamp: now.toISOString() };
};

export interface UploadRequest extends Patient {
  bundle?: unknown;
  csv?: string;
  name?: string;
}

/**
 * A refused upload whose readable rows hold a critical value: its 400 leads with the urgent-care
 * message, so that a critical value is never lost to a malformed line or an oversized file.
 */
const withUrgentLead = (error: ValidationError, readable: readonly LabResultInput[], patient: Patient) => {
  let alerts: Parameters<typeof labUrgentCare>[0] = [];
  try {
    alerts = interpretResults(readable, patient).alerts;
  } catch (inner) {
    if (inner instanceof LabInputError) alerts = inner.alerts;
    else throw inner;
  }
  const urgent = labUrgentCare(alerts);
  return urgent
    ? refusedWith(new ValidationError(`${urgent} ${error.message}`, error.details ?? []), alerts)
    : error;
};

const readUpload = (
  body: UploadRequest,
): {
  format: 'fhir' | 'csv';
  results: LabResultInput[];
  skipped?: SkippedObservation[];
  pathOf: (index: number, field: string) => string;
} => {
  if (body.csv !== undefined) {
    try {
      const rows = parseLabCsv(body.csv);
      return {
        format: 'csv',
        results: rows,
        pathOf: (index) => `body.csv (line ${rows[index]?.line ?? '?'})`,
      };
    } catch (error) {
      if (error instanceof LabCsvError)
        throw withUrgentLead(
          new ValidationError('The CSV cannot be read', [{ path: 'body.csv', message: error.message }]),
          readableCsvRows(body.csv),
          body,
        );
      throw error;
    }
  }
  let read: ReturnType<typeof readLabBundle>;
  try {
    read = readLabBundle(body.bundle, 'body.bundle', MAX_UPLOAD_RESULTS);
  } catch (error) {
    if (error instanceof LabBundleError) throw withUrgentLead(error, error.readable, body);
    throw error;
  }
  const { results: rows, skipped } = read;
  return {
    format: 'fhir',
    results: rows,
    ...(skipped.length > 0 ? { skipped } : {}),
    pathOf: (index, field) =>
      `${rows[index]?.path ?? 'body.bundle'}.${field === 'test' ? 'code' : field === 'unit' ? 'valueQuantity.code' : 'value[x]'}`,
  };
};

export const uploadLabResults = async (tenant: Tenant, body: UploadRequest, now = new Date()) => {
  const { format, skipped, report } = await announcingRefused(tenant, 'labs.upload', () => {
    const read = readUpload(body);
    return { ...read, report: interpret(read.results, body, read.pathOf) };
  });
  const record = {
    id: newId('upl'),
    orgId: tenant.orgId,
    keyId: tenant.keyId,
    format,
    ...(body.name ? { name: body.name } : {}),
    ...report,
    // Observations whose status says the value must not be used (entered-in-error, cancelled).
    ...(skipped ? { skipped } : {}),
    createdAt: now.toISOString(),
    expiresAt: expiryAfter(now, config.labUploadRetentionDays()),
  };
  // One conditional put: the upload is stored whole or not at all.
  await labUploads.create(record);
  await announceCritical(tenant, record.alerts, { source: 'labs.upload', uploadId: record.id });
  await publishEvent(tenant.orgId, 'lab_upload.processed', {
    uploadId: record.id,
    results: record.results.length,
    flagged: [...record.results, ...record.derived].filter((result) => result.flag !== 'N').length,
  });
  return publicView(record);
};

const publicView = ({ orgId: _org, keyId: _key, ...rest }: LabUploadRecord) => rest;

export const getLabUpload = async (tenant: Tenant, id: string, now = new Date()) => {
  const record = await labUploads.get(tenant.orgId, id, now);
  if (!record) throw new NotFoundError('No lab upload with this id');
  return publicView(record);
};
