import * as v from 'valibot';
import { defineOperation } from '../../shared/http/operation.ts';
import {
  Interaction,
  MedicationInput,
  NormalizedMedication,
  Severity,
  timestamp,
} from '../../shared/http/schemas.ts';

const CheckBody = v.strictObject({
  medications: v.pipe(
    v.array(MedicationInput, 'medications is a list'),
    v.minLength(2, 'Give at least two medications'),
    v.maxLength(50, 'At most 50 medications'),
    v.description('Names, brand names or ingredients, in any case, misspellings forgiven; doses are ignored'),
  ),
});

/** A medication as read, with close spellings when it was not recognized. */
const CheckedMedication = v.object({
  ...NormalizedMedication.entries,
  suggestions: v.optional(
    v.pipe(
      v.array(v.string()),
      v.description(
        'For an unrecognized name: up to three known names within a few letters of it, nearest first',
      ),
    ),
  ),
});

export const CheckResponse = v.object({
  urgentCare: v.optional(
    v.pipe(
      v.string(),
      v.description(
        'Present when two of the medicines must not be taken together: what to do, to show first (the words health-data/analyze uses)',
      ),
    ),
  ),
  medications: v.pipe(
    v.array(CheckedMedication),
    v.description('Each input and the ingredients it was read as'),
  ),
  interactions: v.pipe(v.array(Interaction), v.description('Most severe first')),
  duplicates: v.pipe(v.array(v.string()), v.description('Ingredients listed more than once')),
  highestSeverity: v.nullable(Severity),
  disclaimer: v.string(),
  timestamp,
});

export const checkDrugInteractions = defineOperation({
  operationId: 'checkDrugInteractions',
  method: 'POST',
  path: '/api/v1/drug-interactions',
  tag: 'Drug interactions',
  summary: 'Check a medication list for interactions',
  description:
    'Each medication is read as its ingredients (brand names, combination products and misspellings included; alcohol, grapefruit, tyramine-rich foods and vitamin K are accepted too) and every pair is checked against our curated rules, by drug class and by ingredient, and the built-in VA NDF-RT interaction table (or an imported replacement). An unrecognized name comes back with close spellings. Informational: a pharmacist or prescriber decides.',
  public: false,
  status: 200,
  body: CheckBody,
  response: CheckResponse,
  errors: [],
  examples: {
    request: {
      medications: [
        'Zoloft 50 mg',
        'tramadol',
        { name: 'Eliquis', dosage: '5 mg', frequency: 'twice daily' },
      ],
    },
    response: {
      medications: [
        {
          input: 'Zoloft 50 mg',
          ingredients: ['sertraline'],
          match: 'brand',
          classes: ['selective serotonin reuptake inhibitor (SSRI)', 'serotonergic medicine'],
        },
        {
          input: 'tramadol',
          ingredients: ['tramadol'],
          match: 'ingredient',
          classes: ['opioid', 'serotonergic medicine'],
        },
        { input: 'Eliquis', ingredients: ['apixaban'], match: 'brand', classes: ['anticoagulant'] },
      ],
      interactions: [
        {
          ingredients: ['sertraline', 'tramadol'],
          medications: ['Zoloft 50 mg', 'tramadol'],
          severity: 'major',
          mechanism: 'Tramadol adds serotonin reuptake inhibition and lowers the seizure threshold.',
          effect: 'Serotonin syndrome and seizures.',
          management:
            'Prefer another pain medicine; if combined, use the lowest doses and watch for serotonin syndrome.',
          source: {
            title: 'Serotonin syndrome (MedlinePlus)',
            url: 'https://medlineplus.gov/ency/article/007272.htm',
          },
          basis: 'curated',
          rule: 'ssri-snri-tramadol-triptan',
        },
      ],
      duplicates: [],
      highestSeverity: 'major',
      disclaimer: 'Informational only…',
      timestamp: '2026-11-22T10:00:00.000Z',
    },
  },
});

export const operations = [checkDrugInteractions];
