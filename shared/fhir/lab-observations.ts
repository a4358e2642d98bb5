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

export const parseLabBundle = (bundle: unknown, path: string, max: number): FhirLabResult[] => {
  const issues: FieldIssue[] = [];
  const results: FhirLabResult[] = [];
  const resources = resourcesOf(bundle, path, issues);
  if (resources.length > max) issues.push({ path, message: `at most ${max} results per upload` });
  for (const { resource, path: at } of resources.slice(0, max)) {
    if (!isObject(resource) || resource.resourceType !== 'Observation') {
      issues.push({ path: `${at}.resourceType`, message: 'must be an Observation' });
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
      value = quantity.value;
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
  if (issues.length > 0) throw new ValidationError('Some FHIR observations cannot be read', issues);
  if (results.length === 0)
    throw new ValidationError('The bundle holds no observations', [
      { path, message: 'no Observation entries' },
    ]);
  return results;
};
