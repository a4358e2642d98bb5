import { randomUUID } from 'node:crypto';
import type { BloodPressureInput, BloodPressureStatus } from '../clinical/blood-pressure.ts';
import type { GlucoseCategory, GlucoseContext, GlucoseReading, GlucoseUnit } from '../clinical/glucose.ts';
import { findLabTest, interpretResults, UnknownLabTestError } from '../clinical/labs/interpret.ts';
import type { RedFlag } from '../clinical/red-flags.ts';
import { celsius, news2Points } from '../clinical/triage/scores.ts';
import { ucumCode } from '../clinical/units.ts';
import { urgentCareMessage } from '../clinical/urgent-care.ts';
import { type FieldIssue, ValidationError } from '../errors.ts';

/**
 * FHIR R4 Observations in and out: LOINC-coded vital signs and glucose with UCUM quantities. Input
 * is an array of Observation resources or a Bundle of them. Observations of a kind we do not analyze
 * (heart rate, weight…) are listed as unsupported with their code and do not fail the request; a
 * glucose or blood pressure Observation that cannot be read, or any physiologically impossible
 * value, is rejected with its index and the field at fault.
 */
const LOINC = 'http://loinc.org';
const UCUM = 'http://unitsofmeasure.org';
const INTERPRETATION = 'http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation';

/** Glucose codes we read, with the timing each implies. */
const GLUCOSE_CODES: Record<string, { display: string; context?: GlucoseContext }> = {
  '2339-0': { display: 'Glucose [Mass/volume] in Blood' },
  '15074-8': { display: 'Glucose [Moles/volume] in Blood' },
  '2345-7': { display: 'Glucose [Mass/volume] in Serum or Plasma' },
  '14749-6': { display: 'Glucose [Moles/volume] in Serum or Plasma' },
  '41653-7': { display: 'Glucose [Mass/volume] in Capillary blood by Glucometer' },
  '14743-9': { display: 'Glucose [Moles/volume] in Capillary blood by Glucometer' },
  '1558-6': { display: 'Fasting glucose [Mass/volume] in Serum or Plasma', context: 'fasting' },
  '14771-0': { display: 'Fasting glucose [Moles/volume] in Serum or Plasma', context: 'fasting' },
  '1521-4': { display: 'Glucose [Mass/volume] in Serum or Plasma --2 hours post meal', context: 'post-meal' },
};
const BP_PANEL = ['85354-9', '55284-4'];
const SYSTOLIC = '8480-6';
const DIASTOLIC = '8462-4';

/** An entry not analyzed: its place, its first coding, and why. */
export interface UnsupportedObservation {
  path: string;
  system?: string;
  code?: string;
  display?: string;
  reason: string;
}

export interface ParsedObservations {
  bloodGlucose: GlucoseReading[];
  bloodPressure: BloodPressureInput[];
  unsupported: UnsupportedObservation[];
  /**
   * Urgent-care findings in Observations not analyzed: a dangerous vital sign (oxygen saturation,
   * heart rate, respiratory rate, temperature) or a laboratory value beyond its critical limit.
   */
  alerts: RedFlag[];
}

const RCP_NEWS2 = {
  title: 'National Early Warning Score (NEWS) 2, Royal College of Physicians (2017)',
  url: 'https://www.rcp.ac.uk/improving-care/resources/national-early-warning-score-news-2/',
};
const NHS_OXIMETER = {
  title: 'How to use a pulse oximeter at home, NHS (2023); NEWS2, Royal College of Physicians (2017)',
  url: 'https://www.nhs.uk/conditions/pulse-oximetry/',
};
const NEWS2_URGENT =
  'A single vital sign scoring 3 on NEWS2 (Royal College of Physicians 2017) calls for an urgent assessment by a clinician today; call 911 for chest pain, fainting, confusion or trouble breathing.';

/**
 * A dangerous vital sign in an Observation we do not analyze, with the triage engine's thresholds:
 * oxygen saturation 91% or lower is an emergency and 92% an urgent finding (NEWS2 scores 91% or
 * lower 3; the NHS asks for urgent help at 92% or lower on a home pulse oximeter); any heart rate,
 * respiratory rate or temperature scoring 3 on NEWS2 (heart rate 40 or lower or 131 or higher,
 * breathing 8 or fewer or 25 or more a minute, temperature 35.0 °C or lower), and a temperature of
 * 39.1 °C or higher (NEWS2 scores it 2: a high fever), is urgent.
 */
const vitalAlert = (code: string, value: number, unit: string | undefined): RedFlag | undefined => {
  const pct = unit === undefined || unit === '%';
  const perMinute =
    unit === undefined ||
    ['/min', '{beats}/min', '{Beats}/min', '{breaths}/min', '{Breaths}/min'].includes(unit);
  if (['2708-6', '59408-5', '20564-1', '2710-2'].includes(code) && pct) {
    if (value <= 91)
      return {
        id: 'low-oxygen',
        label: `Oxygen saturation ${value}%`,
        urgency: 'emergency',
        advice:
          'Call 911 (or your local emergency number) now. An oxygen level of 91% or lower (92% or lower on a home pulse oximeter) needs emergency assessment, unless a clinician has told you a lower level is normal for you.',
        source: NHS_OXIMETER,
      };
    if (value <= 92)
      return {
        id: 'low-oxygen-urgent',
        label: `Oxygen saturation ${value}%`,
        urgency: 'urgent',
        advice:
          'An oxygen level of 92% or lower on a pulse oximeter needs urgent advice now (NHS): measure again at rest, and get urgent care today; call 911 if it stays at 91% or lower, or for trouble breathing, chest pain, confusion or blue lips.',
        source: NHS_OXIMETER,
      };
    return undefined;
  }
  if (code === '8867-4' && perMinute && news2Points.heartRate(value) === 3)
    return {
      id: 'abnormal-heart-rate',
      label: `Heart rate ${value}/min`,
      urgency: 'urgent',
      advice: `A heart rate of ${value}/min scores 3 on NEWS2 (40 or lower, or 131 or higher). ${NEWS2_URGENT}`,
      source: RCP_NEWS2,
    };
  if (code === '9279-1' && perMinute && news2Points.respiratoryRate(value) === 3)
    return {
      id: 'abnormal-respiratory-rate',
      label: `Respiratory rate ${value}/min`,
      urgency: 'urgent',
      advice: `A respiratory rate of ${value}/min scores 3 on NEWS2 (8 or fewer, or 25 or more). ${NEWS2_URGENT}`,
      source: RCP_NEWS2,
    };
  if (['8310-5', '8331-1', '8332-9', '8333-7'].includes(code)) {
    const scale =
      unit === '[degF]' || unit === 'degF' ? 'F' : unit === undefined || unit === 'Cel' ? 'C' : undefined;
    if (!scale) return undefined;
    const degrees = celsius({ value, unit: scale });
    const points = news2Points.temperature(degrees);
    if (degrees >= 39.1 || points === 3)
      return {
        id: degrees >= 39.1 ? 'high-temperature' : 'low-temperature',
        label: `Temperature ${value} ${scale === 'C' ? '°C' : '°F'}`,
        urgency: 'urgent',
        advice:
          degrees >= 39.1
            ? `A temperature of ${degrees} °C is a high fever (39.1 °C or higher scores 2 on NEWS2): contact a clinician today; call 911 for a stiff neck, a rash that does not fade, confusion, trouble breathing or a seizure. ${NEWS2_URGENT}`
            : `A temperature of ${degrees} °C is low (35.0 °C or lower scores 3 on NEWS2): warm up and get urgent care today; call 911 for confusion, drowsiness or slurred speech.`,
        source: RCP_NEWS2,
      };
  }
  return undefined;
};

/** The critical-value alerts of a laboratory Observation, through the lab interpreter. */
const labAlerts = (codes: readonly string[], resource: Json): RedFlag[] => {
  const code = codes.find((candidate) => {
    try {
      findLabTest(candidate);
      return true;
    } catch (error) {
      if (error instanceof UnknownLabTestError) return false;
      throw error;
    }
  });
  const quantity = resource.valueQuantity;
  if (!code || !isObject(quantity) || typeof quantity.value !== 'number' || !Number.isFinite(quantity.value))
    return [];
  const unit =
    typeof quantity.code === 'string'
      ? quantity.code
      : typeof quantity.unit === 'string'
        ? quantity.unit
        : undefined;
  const value =
    typeof quantity.comparator === 'string' && ['<', '<=', '>', '>='].includes(quantity.comparator)
      ? `${quantity.comparator}${quantity.value}`
      : quantity.value;
  try {
    return interpretResults([{ test: code, value, ...(unit ? { unit } : {}) }], {}).alerts;
  } catch (error) {
    // A value the interpreter cannot read (impossible, a unit that does not fit) raises no alert of
    // its own; its input error's alerts (none for one result) are all there is.
    const alerts = (error as { alerts?: RedFlag[] }).alerts;
    return Array.isArray(alerts) ? alerts : [];
  }
};

/**
 * Vital signs we do not analyze but can tell are impossible: such a value means a broken device or
 * mapping, so it is a 400 like an impossible glucose. Limits are physiological, not clinical: a
 * heart rate of 0 or below, or above 300 per minute; a respiratory rate of 0 or below, or above 100
 * per minute; an oxygen saturation of 0 or below, or above 100%.
 */
const VITAL_LIMITS: Record<
  string,
  { name: string; units: readonly string[]; above: number; atMost: number }
> = {
  '8867-4': { name: 'heart rate', units: ['/min', '{beats}/min', '{Beats}/min'], above: 0, atMost: 300 },
  '9279-1': {
    name: 'respiratory rate',
    units: ['/min', '{breaths}/min', '{Breaths}/min'],
    above: 0,
    atMost: 100,
  },
  '2708-6': { name: 'oxygen saturation', units: ['%'], above: 0, atMost: 100 },
  '59408-5': { name: 'oxygen saturation', units: ['%'], above: 0, atMost: 100 },
};

const firstCoding = (concept: unknown): Pick<UnsupportedObservation, 'system' | 'code' | 'display'> => {
  const coding =
    isObject(concept) && Array.isArray(concept.coding) ? concept.coding.find(isObject) : undefined;
  if (!coding) return {};
  return {
    ...(typeof coding.system === 'string' ? { system: coding.system } : {}),
    ...(typeof coding.code === 'string' ? { code: coding.code } : {}),
    ...(typeof coding.display === 'string' ? { display: coding.display } : {}),
  };
};

type Json = Record<string, unknown>;
export const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const loincCodes = (concept: unknown): string[] => {
  if (!isObject(concept) || !Array.isArray(concept.coding)) return [];
  return concept.coding.flatMap((coding) =>
    isObject(coding) && coding.system === LOINC && typeof coding.code === 'string' ? [coding.code] : [],
  );
};

const quantity = (
  value: unknown,
  path: string,
  issues: FieldIssue[],
): { value: number; unit: string } | undefined => {
  if (!isObject(value) || typeof value.value !== 'number' || !Number.isFinite(value.value)) {
    issues.push({ path: `${path}.value`, message: 'a valueQuantity with a numeric value is required' });
    return undefined;
  }
  const unit =
    typeof value.code === 'string' ? value.code : typeof value.unit === 'string' ? value.unit : undefined;
  if (!unit) {
    issues.push({ path: `${path}.code`, message: 'the quantity needs its UCUM unit code' });
    return undefined;
  }
  return { value: value.value, unit };
};

export const effective = (resource: Json): string | undefined =>
  typeof resource.effectiveDateTime === 'string'
    ? resource.effectiveDateTime
    : isObject(resource.effectivePeriod) && typeof resource.effectivePeriod.start === 'string'
      ? resource.effectivePeriod.start
      : undefined;

/** Observation resources from an array or a Bundle (entry[].resource). */
export const resourcesOf = (
  input: unknown,
  path: string,
  issues: FieldIssue[],
): Array<{ resource: unknown; path: string }> => {
  if (Array.isArray(input)) return input.map((resource, i) => ({ resource, path: `${path}[${i}]` }));
  if (isObject(input) && input.resourceType === 'Bundle' && Array.isArray(input.entry)) {
    return input.entry.map((entry, i) => ({
      resource: isObject(entry) ? entry.resource : undefined,
      path: `${path}.entry[${i}].resource`,
    }));
  }
  issues.push({
    path,
    message: 'observations must be an array of FHIR Observations or a FHIR Bundle of them',
  });
  return [];
};

const MAX_OBSERVATIONS = 1_000;

/**
 * Reads glucose and blood pressure Observations and lists the others as unsupported, with every
 * entry that cannot be read as an issue.
 */
export const readObservations = (
  input: unknown,
  path = 'body.data.observations',
): { parsed: ParsedObservations; issues: FieldIssue[] } => {
  const issues: FieldIssue[] = [];
  const parsed: ParsedObservations = { bloodGlucose: [], bloodPressure: [], unsupported: [], alerts: [] };
  const resources = resourcesOf(input, path, issues);
  if (resources.length > MAX_OBSERVATIONS)
    issues.push({ path, message: `at most ${MAX_OBSERVATIONS} observations per request` });
  for (const { resource, path: at } of resources.slice(0, MAX_OBSERVATIONS)) {
    // A Bundle from a record system carries its Patient, Encounter…: listed as not analyzed, not refused.
    if (
      isObject(resource) &&
      typeof resource.resourceType === 'string' &&
      resource.resourceType !== 'Observation'
    ) {
      parsed.unsupported.push({
        path: at,
        reason: `a ${resource.resourceType.slice(0, 40)}, not an Observation`,
      });
      continue;
    }
    if (!isObject(resource) || resource.resourceType !== 'Observation') {
      issues.push({ path: `${at}.resourceType`, message: 'must be an Observation' });
      continue;
    }
    if (!isObject(resource.code)) {
      issues.push({ path: `${at}.code`, message: 'an Observation needs its code' });
      continue;
    }
    if (resource.status === 'entered-in-error' || resource.status === 'cancelled') {
      parsed.unsupported.push({
        path: at,
        ...firstCoding(resource.code),
        reason: `status ${resource.status}`,
      });
      continue;
    }
    const codes = loincCodes(resource.code);
    const timestamp = effective(resource);
    const glucose = codes.find((code) => GLUCOSE_CODES[code]);
    if (glucose) {
      const value = quantity(resource.valueQuantity, `${at}.valueQuantity`, issues);
      if (!value) continue;
      const unit = ucumCode(value.unit);
      if (unit !== 'mg/dL' && unit !== 'mmol/L') {
        issues.push({ path: `${at}.valueQuantity.code`, message: 'glucose must be in mg/dL or mmol/L' });
        continue;
      }
      if (value.value <= 0 || value.value > (unit === 'mg/dL' ? 2_000 : 111)) {
        issues.push({
          path: `${at}.valueQuantity.value`,
          message: 'glucose value out of the measurable range',
        });
        continue;
      }
      const context = GLUCOSE_CODES[glucose]?.context;
      parsed.bloodGlucose.push({
        value: value.value,
        unit: unit as GlucoseUnit,
        ...(context ? { context } : {}),
        ...(timestamp ? { timestamp } : {}),
      });
      continue;
    }
    if (codes.some((code) => BP_PANEL.includes(code))) {
      const components = Array.isArray(resource.component) ? resource.component : [];
      const read = (code: string, name: string) => {
        const index = components.findIndex(
          (component) => isObject(component) && loincCodes(component.code).includes(code),
        );
        const component = components[index];
        if (!isObject(component)) {
          issues.push({
            path: `${at}.component`,
            message: `the ${name} component (LOINC ${code}) is missing`,
          });
          return undefined;
        }
        const value = quantity(component.valueQuantity, `${at}.component[${index}].valueQuantity`, issues);
        if (value && ucumCode(value.unit) !== 'mm[Hg]') {
          issues.push({
            path: `${at}.component[${index}].valueQuantity.code`,
            message: 'blood pressure must be in mm[Hg]',
          });
          return undefined;
        }
        return value?.value;
      };
      const systolic = read(SYSTOLIC, 'systolic');
      const diastolic = read(DIASTOLIC, 'diastolic');
      if (systolic === undefined || diastolic === undefined) continue;
      if (systolic < 50 || systolic > 300 || diastolic < 20 || diastolic > 200 || diastolic >= systolic) {
        issues.push({
          path: `${at}.component`,
          message: 'systolic and diastolic are not a plausible blood pressure',
        });
        continue;
      }
      parsed.bloodPressure.push({ systolic, diastolic, ...(timestamp ? { timestamp } : {}) });
      continue;
    }
    const vital = codes.map((code) => VITAL_LIMITS[code]).find(Boolean);
    if (vital && isObject(resource.valueQuantity) && typeof resource.valueQuantity.value === 'number') {
      const value = resource.valueQuantity.value;
      const unit = typeof resource.valueQuantity.code === 'string' ? resource.valueQuantity.code : undefined;
      if (
        (unit === undefined || vital.units.includes(unit)) &&
        (value <= vital.above || value > vital.atMost)
      ) {
        issues.push({
          path: `${at}.valueQuantity.value`,
          message: `a ${vital.name} of ${value} is not physiologically possible (above ${vital.above}, at most ${vital.atMost})`,
        });
        continue;
      }
    }
    // Not analyzed, but a dangerous value still raises its alert.
    const measured = resource.valueQuantity;
    if (isObject(measured) && typeof measured.value === 'number' && Number.isFinite(measured.value)) {
      const reading = measured.value;
      const unitCode =
        typeof measured.code === 'string'
          ? measured.code
          : typeof measured.unit === 'string'
            ? (ucumCode(measured.unit) ?? measured.unit)
            : undefined;
      const vitalFlag = codes.map((code) => vitalAlert(code, reading, unitCode)).find(Boolean);
      if (vitalFlag) parsed.alerts.push(vitalFlag);
      else parsed.alerts.push(...labAlerts(codes, resource));
    }
    parsed.unsupported.push({
      path: at,
      ...firstCoding(resource.code),
      reason: `not analyzed: we analyze LOINC glucose (${Object.keys(GLUCOSE_CODES).join(', ')}) and blood pressure panels (${BP_PANEL.join(', ')})`,
    });
  }
  return { parsed, issues };
};

/**
 * Reads glucose and blood pressure Observations and lists the others as unsupported; throws
 * ValidationError naming every entry that cannot be read, led by the urgent-care message for the
 * entries that could (`urgentOf`: by default their vital-sign and lab alerts; health data adds its
 * glucose and blood pressure readings), so a dangerous value is never lost to an entry that could not be read.
 */
export const parseObservations = (
  input: unknown,
  path = 'body.data.observations',
  urgentOf: (parsed: ParsedObservations) => string | undefined = (parsed) => urgentCareMessage(parsed.alerts),
): ParsedObservations => {
  const { parsed, issues } = readObservations(input, path);
  if (issues.length > 0) {
    const urgent = urgentOf(parsed);
    throw new ValidationError(`${urgent ? `${urgent} ` : ''}Some FHIR observations cannot be read`, issues);
  }
  return parsed;
};

/** A glucose reading's status; `unit-unclear` when its value does not fit its unit. */
type GlucoseFinding = GlucoseCategory | 'unit-unclear';

const GLUCOSE_INTERPRETATION: Record<GlucoseFinding, [string, string]> = {
  'unit-unclear': ['IND', 'Indeterminate'],
  'hypoglycemia-level-2': ['LL', 'Critical low'],
  'hypoglycemia-level-1': ['L', 'Low'],
  'very-high': ['HH', 'Critical high'],
  'diabetes-range': ['H', 'High'],
  'prediabetes-range': ['H', 'High'],
  normal: ['N', 'Normal'],
};
const BP_INTERPRETATION: Record<BloodPressureStatus, [string, string]> = {
  low: ['L', 'Low'],
  crisis: ['HH', 'Critical high'],
  'stage-2': ['H', 'High'],
  'stage-1': ['H', 'High'],
  elevated: ['H', 'High'],
  normal: ['N', 'Normal'],
};

const interpretation = ([code, display]: [string, string], note: string) => ({
  interpretation: [{ coding: [{ system: INTERPRETATION, code, display }] }],
  note: [{ text: note }],
});

const entry = (resource: Json) => ({ fullUrl: `urn:uuid:${randomUUID()}`, resource });

/** The readings as FHIR R4 Observations with their interpretation, in a collection Bundle. */
export const findingsBundle = (
  glucose: ReadonlyArray<GlucoseReading & { status: GlucoseFinding }>,
  pressure: ReadonlyArray<BloodPressureInput & { status: BloodPressureStatus }>,
  labels: {
    glucose: (status: GlucoseFinding) => string;
    pressure: (status: BloodPressureStatus) => string;
  },
) => ({
  resourceType: 'Bundle',
  type: 'collection',
  timestamp: new Date().toISOString(),
  entry: [
    ...glucose.map((reading) => {
      const code =
        reading.context === 'fasting'
          ? reading.unit === 'mg/dL'
            ? '1558-6'
            : '14771-0'
          : reading.context === 'post-meal' && reading.unit === 'mg/dL'
            ? '1521-4'
            : reading.unit === 'mg/dL'
              ? '2339-0'
              : '15074-8';
      return entry({
        resourceType: 'Observation',
        status: 'final',
        category: [
          {
            coding: [
              { system: 'http://terminology.hl7.org/CodeSystem/observation-category', code: 'laboratory' },
            ],
          },
        ],
        code: { coding: [{ system: LOINC, code, display: GLUCOSE_CODES[code]?.display }] },
        ...(reading.timestamp ? { effectiveDateTime: reading.timestamp } : {}),
        valueQuantity: { value: reading.value, unit: reading.unit, system: UCUM, code: reading.unit },
        ...interpretation(GLUCOSE_INTERPRETATION[reading.status], labels.glucose(reading.status)),
      });
    }),
    ...pressure.map((reading) =>
      entry({
        resourceType: 'Observation',
        status: 'final',
        category: [
          {
            coding: [
              { system: 'http://terminology.hl7.org/CodeSystem/observation-category', code: 'vital-signs' },
            ],
          },
        ],
        code: {
          coding: [
            { system: LOINC, code: '85354-9', display: 'Blood pressure panel with all children optional' },
          ],
        },
        ...(reading.timestamp ? { effectiveDateTime: reading.timestamp } : {}),
        component: [
          {
            code: { coding: [{ system: LOINC, code: SYSTOLIC, display: 'Systolic blood pressure' }] },
            valueQuantity: { value: reading.systolic, unit: 'mmHg', system: UCUM, code: 'mm[Hg]' },
          },
          {
            code: { coding: [{ system: LOINC, code: DIASTOLIC, display: 'Diastolic blood pressure' }] },
            valueQuantity: { value: reading.diastolic, unit: 'mmHg', system: UCUM, code: 'mm[Hg]' },
          },
        ],
        ...interpretation(BP_INTERPRETATION[reading.status], labels.pressure(reading.status)),
      }),
    ),
  ],
});
