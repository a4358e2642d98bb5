import * as v from 'valibot';
import { criticalAlertsInRaw } from '../../shared/clinical/labs/interpret.ts';
import { detectRedFlags, type RedFlag, urgentCareMessage } from '../../shared/clinical/red-flags.ts';
import { defineOperation } from '../../shared/http/operation.ts';
import { Interaction, MedicationInput, SourceRef, timestamp } from '../../shared/http/schemas.ts';
import { leadingWithUrgentCare, rawNumber, rawTexts } from '../../shared/http/urgent-body.ts';
import { overdoseAlertsInRawBody } from '../../shared/supplements/overdose.ts';
import { LabReport, LabResultInput } from '../labs/contract.ts';
import { exampleSupplementReport } from './example.ts';

const text = (name: string, max: number) =>
  v.pipe(
    v.string(`${name} is text`),
    v.trim(),
    v.minLength(1, `${name} is required`),
    v.maxLength(max, `${name} is at most ${max} characters`),
  );

const CurrentSupplementInput = v.strictObject({
  name: v.pipe(
    text('name', 100),
    v.description('As on the label: "vitamin D3", "ferrous sulfate", "St John’s wort"…'),
  ),
  amount: v.optional(
    v.pipe(
      v.number('amount is a number'),
      v.finite('amount is a number'),
      v.minValue(0, 'amount is 0 or more'),
      v.maxValue(1_000_000, 'amount is at most 1,000,000'),
      v.description('Daily amount, in unit'),
    ),
  ),
  unit: v.optional(
    v.pipe(
      v.picklist(['mcg', 'mg', 'IU'], 'unit is mcg, mg or IU'),
      v.description('mcg (µg), mg or IU; needed with amount to check the upper limit'),
    ),
  ),
});

export const SupplementBody = v.strictObject({
  age: v.pipe(
    v.number('age is a number'),
    v.integer('age is a whole number of years'),
    v.minValue(14, 'age is at least 14 (the recommendations and upper limits here are for 14 and older)'),
    v.maxValue(120, 'age is at most 120'),
  ),
  sex: v.pipe(
    v.picklist(['female', 'male'], 'sex is female or male'),
    v.description('Sex at birth, for requirements and lab intervals'),
  ),
  reproductive: v.optional(
    v.pipe(
      v.picklist(
        ['pregnant', 'breastfeeding', 'planning-pregnancy', 'could-become-pregnant', 'not-applicable'],
        'reproductive is pregnant, breastfeeding, planning-pregnancy, could-become-pregnant or not-applicable',
      ),
      v.description(
        'Pregnancy status or plans. Left out for a woman aged 14 to 50, could-become-pregnant is assumed (USPSTF advises folic acid for anyone who could become pregnant) and a note says so.',
      ),
    ),
  ),
  diet: v.optional(
    v.pipe(
      v.picklist(
        ['omnivore', 'pescatarian', 'vegetarian', 'vegan'],
        'diet is omnivore, pescatarian, vegetarian or vegan',
      ),
      v.description('Default omnivore'),
    ),
  ),
  conditions: v.optional(
    v.pipe(
      v.array(text('a condition', 200), 'conditions is a list of text'),
      v.maxLength(20, 'At most 20 conditions'),
      v.description('In the person’s words ("kidney disease", "smoker"); also read for red flags'),
    ),
  ),
  medications: v.optional(
    v.pipe(v.array(MedicationInput, 'medications is a list'), v.maxLength(50, 'At most 50 medications')),
  ),
  labs: v.optional(
    v.pipe(
      v.array(LabResultInput, 'labs is a list'),
      v.maxLength(20, 'At most 20 lab results'),
      v.description(
        'Recent results, read as by /labs/interpret; 25-hydroxyvitamin D, ferritin and vitamin B12 drive suggestions',
      ),
    ),
  ),
  currentSupplements: v.optional(
    v.pipe(
      v.array(CurrentSupplementInput, 'currentSupplements is a list'),
      v.maxLength(30, 'At most 30 supplements'),
    ),
  ),
});

/**
 * The urgent-care message of a body that may be invalid: red flags in its conditions, critical lab
 * values and supplement amounts at poisoning levels, as the recommender reads them.
 */
const urgentInRawBody = (body: unknown): string | undefined => {
  if (typeof body !== 'object' || body === null) return undefined;
  const raw = body as Record<string, unknown>;
  const age = rawNumber(raw.age, 0, 130);
  const sex = raw.sex === 'female' || raw.sex === 'male' ? raw.sex : undefined;
  const conditions = rawTexts(raw.conditions);
  const flags: RedFlag[] = [
    ...(conditions.length > 0
      ? detectRedFlags(conditions.join('. '), {
          ...(age === undefined ? {} : { age }),
          ...(sex ? { sex } : {}),
          ...(raw.reproductive === 'pregnant' ? { pregnant: true } : {}),
        })
      : []),
    ...criticalAlertsInRaw(raw.labs, sex, 20),
    ...overdoseAlertsInRawBody(raw),
  ];
  return urgentCareMessage(flags);
};

/** The body as the operation reads it: a refused body with a danger in it leads its 400 with urgent care. */
const SupplementRequest = leadingWithUrgentCare(SupplementBody, urgentInRawBody);

const Amount = v.object({
  min: v.number(),
  max: v.number(),
  unit: v.picklist(['mcg', 'mg']),
  text: v.string(),
});

const Suggestion = v.object({
  id: v.string(),
  supplement: v.string(),
  evidence: v.pipe(
    v.picklist(['A', 'B', 'C']),
    v.description(
      'A: a guideline recommendation on strong evidence (USPSTF grade A); B: a guideline or an established requirement for this group (a deficiency shown by a test, a diet without the nutrient); C: reasonable to consider, evidence limited',
    ),
  ),
  reason: v.string(),
  dose: v.pipe(
    Amount,
    v.description(
      'Daily range; its top never exceeds the Tolerable Upper Intake Level less what is already taken',
    ),
  ),
  upperLimit: v.optional(
    v.pipe(
      v.object({ amount: v.number(), unit: v.picklist(['mcg', 'mg']), text: v.string() }),
      v.description('Tolerable Upper Intake Level for the age; absent where none is set (vitamin B12)'),
    ),
  ),
  alreadyTaking: v.boolean(),
  notes: v.array(v.string()),
  sources: v.array(SourceRef),
});

const Named = v.object({ supplement: v.string(), reason: v.string(), source: SourceRef });

const RedFlagAlert = v.object({
  id: v.string(),
  label: v.string(),
  urgency: v.picklist(['emergency', 'urgent']),
  advice: v.string(),
  source: SourceRef,
});

export const SupplementReport = v.object({
  urgentCare: v.optional(
    v.pipe(
      v.string(),
      v.description('Present when a red flag fires (in conditions, or a critical lab value): show it first'),
    ),
  ),
  alerts: v.array(RedFlagAlert),
  suggestions: v.array(Suggestion),
  avoid: v.pipe(
    v.array(Named),
    v.description('Supplements to avoid for this profile, or to lower (above the upper limit)'),
  ),
  notSuggested: v.pipe(
    v.array(Named),
    v.description('Supplements people often take that this profile gives no reason for (vitamin D, iron)'),
  ),
  interactions: v.pipe(
    v.array(Interaction),
    v.description(
      'Supplement–medication and supplement–supplement interactions from the drug interaction checker',
    ),
  ),
  labs: v.pipe(LabReport.entries.results, v.description('The lab results as /labs/interpret reads them')),
  unrecognizedSupplements: v.array(v.string()),
  notes: v.array(v.string()),
  disclaimer: v.string(),
  timestamp,
});

export const exampleSupplementRequest = {
  age: 29,
  sex: 'female',
  reproductive: 'planning-pregnancy',
  diet: 'vegan',
  medications: ['sertraline 50 mg', 'levothyroxine'],
  labs: [
    { test: '25-OH vitamin D', value: 14, unit: 'ng/mL' },
    { test: 'ferritin', value: 9, unit: 'ng/mL' },
  ],
  currentSupplements: [{ name: 'St John’s wort' }, { name: 'vitamin D3', amount: 1000, unit: 'IU' }],
} as const;

export const recommendSupplements = defineOperation({
  operationId: 'recommendSupplements',
  method: 'POST',
  path: '/api/v1/supplements/recommend',
  tag: 'Personal health',
  summary: 'Evidence-graded supplement suggestions',
  description:
    'From a profile (age, sex, pregnancy or plans, diet, conditions, medications, recent labs, supplements already taken): suggestions only with a reason (folic acid 400–800 µg for anyone who could become pregnant, USPSTF 2023; B12 for vegans; vitamin D with a low 25-OH D, from 75 years or in pregnancy, Endocrine Society 2024; iron with a low ferritin or in pregnancy, ACOG 2021; iodine in pregnancy, ATA 2017), each with an evidence grade, a daily range that never exceeds the Tolerable Upper Intake Level less what is already taken, and sources (NIH ODS fact sheets). Also what to avoid, what is not needed, and every supplement–medication interaction from the drug interaction checker. Red flags in conditions, critical lab values, an amount taken far enough above the upper limit for poisoning to be plausible (iron above 20 mg/kg for an assumed 40 kg, an emergency from 60 mg/kg, NIH ODS; magnesium above 5,000 mg, NIH ODS; any other nutrient at ten times its UL) and preformed vitamin A above the UL in pregnancy (birth defects, NIH ODS) raise `alerts` and lead with `urgentCare`. Informational; never instead of a prescribed medicine.',
  public: false,
  status: 200,
  body: SupplementRequest,
  response: SupplementReport,
  errors: [],
  examples: { request: exampleSupplementRequest, response: exampleSupplementReport },
});

export const operations = [recommendSupplements];
