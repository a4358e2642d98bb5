import { type FieldIssue, ValidationError } from '../errors.ts';
import { effective, isObject, loincCodes, resourcesOf } from './observations.ts';

/**
 * Laboratory Observations of a FHIR R4 Bundle: the LOINC code (or, without one, the code's text or
 * display), and the value as a quantity (with
 * its UCUM code), a string, or a coded concept (dipstick results such as "negative").
 */
export interface FhirLabResult {
  test: string;
  value: number | string;
  unit?: string;
  date?: string;
  /** Where it came from in the request, for error messages. */
  path: string;
}

const codeName = (concept: unknown): string | undefined => {
  if (!isObject(concept)) return undefined;
  if (typeof concept.text === 'string' && concept.text.trim()) return concept.text.trim().slice(0, 100);
  const coding = Array.isArray(concept.coding)
    ? concept.coding.find((item) => isObject(item) && typeof item.display === 'string' && item.display.trim())
    : undefined;
  return isObject(coding) && typeof coding.display === 'string'
    ? coding.display.trim().slice(0, 100)
    : undefined;
};

/** Entries that cannot be read, with the results that could (to find critical values among them). */
export class LabBundleError extends ValidationError {
  constructor(
    issues: FieldIssue[],
    readonly readable: readonly FhirLabResult[],
  ) {
    super('Some FHIR observations cannot be read', issues);
  }
}

/** An Observation not interpreted because of its status. */
export interface SkippedObservation {
  path: string;
  status: string;
  message: string;
}

/** Statuses that mean the value must not be used (FHIR R4 ObservationStatus). */
const UNUSABLE_STATUS = new Set(['entered-in-error', 'cancelled']);

/** A quantity's comparator (FHIR R4 QuantityComparator): the value is a bound, not the value. */
const COMPARATORS = new Set(['<', '<=', '>=', '>']);

/**
 * The lab Observations of a Bundle, and those skipped because their status says the value must not
 * be used (entered-in-error, cancelled), as the health-data analysis does.
 */
export const readLabBundle = (
  bundle: unknown,
  path: string,
  max: number,
): { results: FhirLabResult[]; skipped: SkippedObservation[] } => {
  const skipped: SkippedObservation[] = [];
  const results = parseLabBundle(bundle, path, max, skipped);
  return { results, skipped };
};

const parseLabBundle = (
  bundle: unknown,
  path: string,
  max: number,
  skipped: SkippedObservation[] = [],
): FhirLabResult[] => {
  const issues: FieldIssue[] = [];
  const results: FhirLabResult[] = [];
  const resources = resourcesOf(bundle, path, issues);
  if (resources.length > max) issues.push({ path, message: `at most ${max} results per upload` });
  // Every entry is read even beyond the limit (a refused bundle still finds its critical values).
  for (const { resource, path: at } of resources) {
    if (!isObject(resource) || resource.resourceType !== 'Observation') {
      issues.push({ path: `${at}.resourceType`, message: 'must be an Observation' });
      continue;
    }
    if (typeof resource.status === 'string' && UNUSABLE_STATUS.has(resource.status)) {
      skipped.push({
        path: at,
        status: resource.status,
        message: `not interpreted: its status is ${resource.status}`,
      });
      continue;
    }
    // A LOINC code, or else the code's text or a coding's display: a name we do not know is listed
    // as unrecognized by the interpreter rather than failing the upload.
    const code = loincCodes(resource.code)[0] ?? codeName(resource.code);
    if (!code) {
      issues.push({
        path: `${at}.code`,
        message: 'needs a LOINC coding (system http://loinc.org), or a text or display naming the test',
      });
      continue;
    }
    const date = effective(resource);
    const quantity = resource.valueQuantity;
    const concept = resource.valueCodeableConcept;
    let value: number | string | undefined;
    let unit: string | undefined;
    if (isObject(quantity) && typeof quantity.value === 'number' && Number.isFinite(quantity.value)) {
      // ">7.0" is read by the interpreter as a bound (a potassium above 7.0 is critical).
      value =
        typeof quantity.comparator === 'string' && COMPARATORS.has(quantity.comparator)
          ? `${quantity.comparator}${quantity.value}`
          : quantity.value;
      unit =
        typeof quantity.code === 'string'
          ? quantity.code
          : typeof quantity.unit === 'string'
            ? quantity.unit
            : undefined;
    } else if (typeof resource.valueString === 'string') {
      value = resource.valueString;
    } else if (isObject(concept)) {
      const coding = Array.isArray(concept.coding) ? concept.coding.find(isObject) : undefined;
      value =
        typeof concept.text === 'string'
          ? concept.text
          : typeof coding?.display === 'string'
            ? coding.display
            : undefined;
    }
    if (value === undefined) {
      issues.push({
        path: `${at}.value[x]`,
        message: 'needs valueQuantity, valueString or valueCodeableConcept',
      });
      continue;
    }
    results.push({ test: code, value, ...(unit ? { unit } : {}), ...(date ? { date } : {}), path: at });
  }
  if (issues.length > 0) throw new LabBundleError(issues, results);
  if (results.length === 0)
    throw new ValidationError(
      skipped.length > 0 ? 'The bundle holds no usable observations' : 'The bundle holds no observations',
      [
        {
          path,
          message:
            skipped.length > 0
              ? `every Observation was skipped (${skipped.map((entry) => `${entry.path}: ${entry.status}`).join(', ')})`
              : 'no Observation entries',
        },
      ],
    );
  return results;
};
