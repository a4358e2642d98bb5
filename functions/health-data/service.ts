import type { Tenant } from '../../shared/auth/tenant.ts';
import {
  analyzeHealthData,
  bloodPressureStatusLabel,
  glucoseStatusLabel,
  type HealthDataInput,
} from '../../shared/clinical/analysis.ts';
import { type BloodPressureInput, bloodPressureStatus } from '../../shared/clinical/blood-pressure.ts';
import { classifyGlucose, type GlucoseReading, glucoseUnitWarning } from '../../shared/clinical/glucose.ts';
import { ValidationError } from '../../shared/errors.ts';
import { findingsBundle, parseObservations } from '../../shared/fhir/observations.ts';
import { newId } from '../../shared/ids.ts';
import { publishEvent } from '../../shared/webhooks/dispatch.ts';

const ANALYSIS_DISCLAIMER =
  'Informational only, not a diagnosis or medical advice. Readings are compared with published guideline thresholds; a clinician interprets them with your history.';

export interface AnalyzeRequest {
  data: {
    bloodGlucose?: GlucoseReading[];
    bloodPressure?: BloodPressureInput[];
    medications?: string[];
    symptoms?: string[];
    observations?: unknown;
  };
  detailed: boolean;
  includeRecommendations: boolean;
  fhirOutput: boolean;
}

export const analyze = async (tenant: Tenant, request: AnalyzeRequest, now = new Date()) => {
  const fromFhir =
    request.data.observations === undefined
      ? undefined
      : parseObservations(
          request.data.observations,
          undefined,
          (parsed) =>
            // A refused Bundle still leads with its readable glucose and blood pressure dangers.
            analyzeHealthData(
              {
                bloodGlucose: parsed.bloodGlucose,
                bloodPressure: parsed.bloodPressure,
                otherFlags: parsed.alerts,
              },
              { detailed: false, includeRecommendations: false },
            ).urgentCare,
        );
  const data: HealthDataInput = {
    bloodGlucose: [...(request.data.bloodGlucose ?? []), ...(fromFhir?.bloodGlucose ?? [])],
    bloodPressure: [...(request.data.bloodPressure ?? []), ...(fromFhir?.bloodPressure ?? [])],
    medications: request.data.medications?.map((name) => ({ name })),
    symptoms: request.data.symptoms,
    otherFlags: fromFhir?.alerts ?? [],
  };
  const unsupported = fromFhir?.unsupported ?? [];
  // Symptoms alone, or Observations not analyzed but holding a dangerous value, still answer their
  // red flags: 200 with the alerts and no analysis sections.
  if (
    !data.bloodGlucose?.length &&
    !data.bloodPressure?.length &&
    !data.medications?.length &&
    !data.symptoms?.length &&
    !data.otherFlags?.length
  )
    throw new ValidationError('There is nothing to analyze', [
      {
        path: 'body.data.observations',
        message:
          unsupported.length > 0
            ? `no glucose or blood pressure observations (not analyzed: ${unsupported.map((entry) => entry.code ?? entry.path).join(', ')})`
            : 'no glucose or blood pressure observations',
      },
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
    // The urgent-care message comes first, in the red-flag engine's words.
    ...(result.urgentCare ? { urgentCare: result.urgentCare } : {}),
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
    ...(unsupported.length > 0 ? { unsupported } : {}),
    ...(request.fhirOutput
      ? {
          fhir: findingsBundle(
            (data.bloodGlucose ?? []).map((reading) => ({
              ...reading,
              status: glucoseUnitWarning(reading) ? ('unit-unclear' as const) : classifyGlucose(reading),
            })),
            (data.bloodPressure ?? []).map((reading) => ({
              ...reading,
              status: bloodPressureStatus(reading.systolic, reading.diastolic),
            })),
            {
              glucose: (status) => `Blood glucose ${glucoseStatusLabel(status)} (ADA Standards of Care 2025)`,
              pressure: (status) =>
                `Blood pressure ${bloodPressureStatusLabel(status)} (${status === 'low' ? 'American Heart Association' : '2017 ACC/AHA'})`,
            },
          ),
        }
      : {}),
    disclaimer: ANALYSIS_DISCLAIMER,
    timestamp: now.toISOString(),
  };
};
