import type { Tenant } from '../../shared/auth/tenant.ts';
import { analyzeHealthData, type HealthDataInput } from '../../shared/clinical/analysis.ts';
import type { BloodPressureInput } from '../../shared/clinical/blood-pressure.ts';
import { classifyGlucose, GLUCOSE_LABELS, type GlucoseReading } from '../../shared/clinical/glucose.ts';
import { BLOOD_PRESSURE_LABELS, classifyBloodPressure } from '../../shared/clinical/guidelines.ts';
import { ValidationError } from '../../shared/errors.ts';
import { findingsBundle, parseObservations } from '../../shared/fhir/observations.ts';
import { newId } from '../../shared/ids.ts';
import { publishEvent } from '../../shared/webhooks/dispatch.ts';

export const ANALYSIS_DISCLAIMER =
  'Informational only, not a diagnosis or medical advice. Readings are compared with published guideline thresholds; a clinician interprets them with your history.';

export interface AnalyzeRequest {
  data: {
    bloodGlucose?: GlucoseReading[];
    bloodPressure?: BloodPressureInput[];
    medications?: string[];
    observations?: unknown;
  };
  detailed: boolean;
  includeRecommendations: boolean;
  fhirOutput: boolean;
}

export const analyze = async (tenant: Tenant, request: AnalyzeRequest, now = new Date()) => {
  const fromFhir =
    request.data.observations === undefined ? undefined : parseObservations(request.data.observations);
  const data: HealthDataInput = {
    bloodGlucose: [...(request.data.bloodGlucose ?? []), ...(fromFhir?.bloodGlucose ?? [])],
    bloodPressure: [...(request.data.bloodPressure ?? []), ...(fromFhir?.bloodPressure ?? [])],
    medications: request.data.medications?.map((name) => ({ name })),
  };
  if (!data.bloodGlucose?.length && !data.bloodPressure?.length && !data.medications?.length)
    throw new ValidationError('There is nothing to analyze', [
      { path: 'body.data.observations', message: 'no glucose or blood pressure observations' },
    ]);
  const result = analyzeHealthData(data, {
    detailed: request.detailed,
    includeRecommendations: request.includeRecommendations,
  });
  const { medications } = result;
  const id = newId('ana');
  // The event names the kinds of finding only: no readings leave the service in a webhook.
  if (result.alerts.length > 0)
    await publishEvent(tenant.orgId, 'analysis.urgent_finding', {
      analysisId: id,
      findings: result.alerts.map((alert) => alert.kind).join(','),
    });
  return {
    id,
    analysis: {
      ...(result.bloodGlucose ? { bloodGlucose: result.bloodGlucose } : {}),
      ...(result.bloodPressure ? { bloodPressure: result.bloodPressure } : {}),
      ...(medications
        ? {
            medications: {
              status: medications.status,
              priority: medications.priority,
              interpretation: medications.interpretation,
              medications: medications.report.medications,
              interactions: medications.report.interactions,
            },
          }
        : {}),
    },
    trustScore: result.trustScore,
    ...(request.includeRecommendations ? { recommendations: result.recommendations } : {}),
    alerts: result.alerts,
    ...(request.fhirOutput
      ? {
          fhir: findingsBundle(
            (data.bloodGlucose ?? []).map((reading) => ({ ...reading, status: classifyGlucose(reading) })),
            (data.bloodPressure ?? []).map((reading) => ({
              ...reading,
              status: classifyBloodPressure(reading.systolic, reading.diastolic),
            })),
            {
              glucose: (status) => `Blood glucose ${GLUCOSE_LABELS[status]} (ADA Standards of Care 2025)`,
              pressure: (status) => `Blood pressure ${BLOOD_PRESSURE_LABELS[status]} (2017 ACC/AHA)`,
            },
          ),
        }
      : {}),
    disclaimer: ANALYSIS_DISCLAIMER,
    timestamp: now.toISOString(),
  };
};
