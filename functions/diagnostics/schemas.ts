import * as v from 'valibot';
import { TRIAGE_LEVELS } from '../../shared/clinical/symptoms.ts';
import { defineOperation } from '../../shared/http/operation.ts';
import { SourceRef, timestamp } from '../../shared/http/schemas.ts';

export const SymptomsBody = v.pipe(
  v.strictObject({
    symptoms: v.optional(
      v.pipe(
        v.array(
          v.pipe(
            v.string('a symptom is text'),
            v.trim(),
            v.minLength(1, 'a symptom is empty'),
            v.maxLength(300),
          ),
          'symptoms is a list',
        ),
        v.maxLength(20, 'at most 20 symptoms'),
        v.description('Symptoms in the person’s own words'),
      ),
    ),
    codes: v.optional(
      v.pipe(
        v.array(
          v.pipe(
            v.string('a code is text'),
            v.trim(),
            v.regex(/^[A-TV-Z][0-9][0-9A-Z](\.[0-9A-Z]{1,4})?$/i, 'an ICD-10-CM code such as R07.9'),
          ),
        ),
        v.maxLength(20, 'at most 20 codes'),
        v.description('ICD-10-CM symptom codes (R07.9 chest pain, R50.9 fever…)'),
      ),
    ),
    age: v.optional(
      v.pipe(
        v.number('age is a number'),
        v.minValue(0),
        v.maxValue(120),
        v.description('Years; fractions for babies (0.1 is about five weeks)'),
      ),
    ),
    sex: v.optional(v.picklist(['female', 'male'], 'sex is female or male')),
    duration: v.optional(
      v.strictObject({
        value: v.pipe(v.number('duration.value is a number'), v.gtValue(0), v.maxValue(10_000)),
        unit: v.picklist(
          ['hours', 'days', 'weeks', 'months'],
          'duration.unit is hours, days, weeks or months',
        ),
      }),
    ),
  }),
  v.check(
    (body) => (body.symptoms?.length ?? 0) + (body.codes?.length ?? 0) > 0,
    'Give at least one symptom or code',
  ),
);

export const TriageResponse = v.object({
  triage: v.pipe(
    v.picklist(TRIAGE_LEVELS),
    v.description(
      'emergency: call 911 now; urgent-care: same-day care; see-a-doctor: within days; self-care: usually gets better at home',
    ),
  ),
  advice: v.pipe(v.string(), v.description('Urgent-care advice first whenever red flags are found')),
  redFlags: v.array(
    v.object({
      id: v.string(),
      label: v.string(),
      urgency: v.picklist(['emergency', 'urgent']),
      advice: v.string(),
      source: SourceRef,
    }),
  ),
  reasons: v.array(v.string()),
  conditions: v.pipe(
    v.array(
      v.object({
        id: v.string(),
        name: v.string(),
        summary: v.string(),
        source: SourceRef,
        matchedSymptoms: v.array(v.string()),
      }),
    ),
    v.description('Up to five conditions to discuss with a clinician, best match first; not a diagnosis'),
  ),
  unrecognizedCodes: v.array(v.string()),
  disclaimer: v.string(),
  timestamp,
});

export const checkSymptoms = defineOperation({
  operationId: 'checkSymptoms',
  method: 'POST',
  path: '/api/v1/diagnostics/symptoms',
  tag: 'Diagnostics',
  summary: 'Symptom triage',
  description:
    'A triage level from red-flag rules (emergency patterns always give emergency), the flags behind it, and a short ranked list of conditions from the knowledge base to discuss with a clinician. Informational, not a diagnosis.',
  public: false,
  status: 200,
  body: SymptomsBody,
  response: TriageResponse,
  errors: [],
  examples: {
    request: {
      symptoms: ['crushing chest pain', 'sweating'],
      age: 58,
      sex: 'male',
      duration: { value: 2, unit: 'hours' },
    },
    response: {
      triage: 'emergency',
      advice:
        'This may be an emergency. Call 911 (or your local emergency number) now. Chest pain or pressure lasting more than a few minutes… can be a heart attack. Do not drive yourself.',
      redFlags: [
        {
          id: 'chest-pain',
          label: 'Chest pain or pressure',
          urgency: 'emergency',
          advice: 'Call 911 (or your local emergency number) now…',
          source: { title: 'Heart attack (NHLBI)', url: 'https://www.nhlbi.nih.gov/health/heart-attack' },
        },
      ],
      reasons: ['Red flag: Chest pain or pressure.'],
      conditions: [
        {
          id: 'urgent-heart-attack',
          name: 'Heart attack: warning signs and what to do',
          summary: 'A heart attack happens when blood flow to part of the heart muscle is blocked.',
          source: {
            title:
              'Heart attack: warning signs and what to do (National Heart, Lung, and Blood Institute (NHLBI))',
            url: 'https://www.nhlbi.nih.gov/health/heart-attack',
          },
          matchedSymptoms: ['crushing chest pain', 'sweating'],
        },
      ],
      unrecognizedCodes: [],
      disclaimer: 'Informational only, not a diagnosis…',
      timestamp: '2026-11-22T10:00:00.000Z',
    },
  },
});

export const operations = [checkSymptoms];
