import * as v from 'valibot';
import { CODING_DISCLAIMER, CODING_SOURCES } from '../../shared/clinical/coding/sources.ts';
import { defineOperation } from '../../shared/http/operation.ts';
import { timestamp, unitInterval } from '../../shared/http/schemas.ts';
import { noteOperation } from './notes-contract.ts';
import { protocolOperation } from './protocols-contract.ts';

const MAX_CODING_TEXT = 20_000;
const MAX_CODES = 50;

const CodeInput = v.pipe(
  v.string('each code is text'),
  v.trim(),
  v.minLength(1, 'a code is not empty'),
  v.maxLength(10, 'a code is at most 10 characters'),
);

export const CodingBody = v.pipe(
  v.strictObject({
    mode: v.optional(
      v.pipe(
        v.picklist(['suggest', 'validate'], 'mode is suggest or validate'),
        v.description('suggest (the default with `text`) or validate (the default with `codes`)'),
      ),
    ),
    text: v.optional(
      v.pipe(
        v.string('text is a string'),
        v.trim(),
        v.minLength(1, 'text is not empty'),
        v.maxLength(MAX_CODING_TEXT, `text is at most ${MAX_CODING_TEXT} characters`),
        v.description('Clinical text to code: a note, a problem list, a discharge summary'),
      ),
    ),
    codes: v.optional(
      v.pipe(
        v.array(CodeInput, 'codes is a list of codes'),
        v.minLength(1, 'Give at least one code'),
        v.maxLength(MAX_CODES, `At most ${MAX_CODES} codes`),
        v.description('ICD-10-CM codes to check, with or without the dot (E11.9, E119, S72.001A)'),
      ),
    ),
    maxCodes: v.optional(
      v.pipe(
        v.number('maxCodes is a number'),
        v.integer('maxCodes is a whole number'),
        v.minValue(1, 'maxCodes is at least 1'),
        v.maxValue(MAX_CODES, `maxCodes is at most ${MAX_CODES}`),
        v.description('Suggest mode: at most this many codes (default 20)'),
      ),
    ),
    models: v.optional(
      v.pipe(
        v.boolean('models is true or false'),
        v.description(
          "Suggest mode: also ask the consensus panel's language models (CONSENSUS_MODELS); their codes come back in `modelReview`, only after the same validator",
        ),
      ),
    ),
    alternatives: v.optional(
      v.pipe(
        v.number('alternatives is a number'),
        v.integer('alternatives is a whole number'),
        v.minValue(0, 'alternatives is at least 0'),
        v.maxValue(5, 'alternatives is at most 5'),
        v.description('Suggest mode: other codes matched over the same words, per suggestion (default 3)'),
      ),
    ),
  }),
  v.forward(
    v.check(
      (body) => !(body.text !== undefined && body.codes !== undefined),
      'Send text (to suggest codes) or codes (to validate them), not both',
    ),
    ['codes'],
  ),
  v.forward(
    v.check(
      (body) => body.text !== undefined || body.codes !== undefined,
      'text is required (or codes, to validate them)',
    ),
    ['text'],
  ),
  v.forward(
    v.check(
      (body) => body.mode !== 'validate' || body.codes !== undefined,
      'codes is required in validate mode',
    ),
    ['codes'],
  ),
  v.forward(
    v.check((body) => body.mode !== 'suggest' || body.text !== undefined, 'text is required in suggest mode'),
    ['text'],
  ),
);

const Span = v.pipe(
  v.object({
    text: v.string(),
    start: v.pipe(v.number(), v.description('Offset of the first character in `text` (UTF-16 code units)')),
    end: v.pipe(v.number(), v.description('Offset just after the last character')),
  }),
  v.description('The words of the text that support the code'),
);

const Instruction = v.object({
  type: v.pipe(
    v.picklist(['codeFirst', 'useAdditionalCode', 'codeAlso', 'excludes1']),
    v.description(
      'codeFirst: an underlying condition is sequenced before this code; useAdditionalCode: add a code for the detail named; codeAlso: a second code may be needed; excludes1: this code and another suggested one are never coded together',
    ),
  ),
  noteOn: v.pipe(v.string(), v.description('The code or category the note sits on in the tabular list')),
  text: v.string(),
});

const Suggestion = v.object({
  code: v.string(),
  description: v.string(),
  billable: v.literal(true),
  confidence: unitInterval(
    'How fully the phrase was found and how much of the code the text decided (a ranking heuristic, not a calibrated probability)',
  ),
  span: Span,
  assertion: v.literal('present'),
  matched: v.object({
    phrase: v.pipe(
      v.string(),
      v.description('The code title, inclusion term or index path (›) that matched'),
    ),
    source: v.picklist(['description', 'inclusion', 'index', 'neoplasm', 'drug']),
  }),
  seventhCharacter: v.optional(
    v.pipe(
      v.object({ character: v.string(), meaning: v.string(), assumed: v.boolean() }),
      v.description(
        'The category needs a 7th character; `assumed` when the text did not say the encounter (A, initial, is assumed)',
      ),
    ),
  ),
  instructions: v.array(Instruction),
  alternatives: v.pipe(
    v.array(v.object({ code: v.string(), description: v.string() })),
    v.description('Other billable codes matched over the same words'),
  ),
});

const Excluded = v.object({
  code: v.string(),
  description: v.string(),
  span: Span,
  assertion: v.pipe(
    v.picklist(['absent', 'historical', 'family', 'uncertain']),
    v.description('Why the finding is not coded as current'),
  ),
  reason: v.string(),
});

const Conflict = v.object({
  codes: v.pipe(v.array(v.string()), v.length(2)),
  noteOn: v.string(),
  note: v.string(),
  message: v.string(),
});

const Source = v.object({ title: v.string(), url: v.string(), year: v.number() });

const CodeSet = v.pipe(
  v.object({
    codes: v.string(),
    tabular: v.string(),
    index: v.optional(v.string()),
    neoplasm: v.optional(v.string()),
    drug: v.optional(v.string()),
  }),
  v.description('The release files the shipped code set was built from'),
);

const ModelReview = v.pipe(
  v.object({
    models: v.pipe(
      v.array(v.string()),
      v.description('The language models asked (none when the panel has none)'),
    ),
    accepted: v.pipe(
      v.array(
        v.object({
          code: v.string(),
          description: v.string(),
          billable: v.literal(true),
          confidence: unitInterval('How fully the span supports the code'),
          span: Span,
          assertion: v.literal('present'),
          matched: v.object({ phrase: v.string(), source: v.string() }),
          instructions: v.array(Instruction),
          alternatives: v.array(v.object({ code: v.string(), description: v.string() })),
          model: v.optional(v.string()),
        }),
      ),
      v.description(
        'Model codes that are valid, billable and supported by a span of the text that asserts them',
      ),
    ),
    rejected: v.pipe(
      v.array(v.object({ code: v.string(), model: v.optional(v.string()), reason: v.string() })),
      v.description('Model codes held back, each with the reason'),
    ),
    failed: v.array(v.object({ model: v.string(), reason: v.picklist(['timeout', 'error', 'malformed']) })),
  }),
  v.description(
    'Present when `models` was true: what the language models proposed, through the validator gate',
  ),
);

export const SuggestResponse = v.object({
  mode: v.literal('suggest'),
  suggestions: v.array(Suggestion),
  modelReview: v.optional(ModelReview),
  excluded: v.pipe(
    v.array(Excluded),
    v.description('Findings mentioned but negated, past, in the family or uncertain'),
  ),
  conflicts: v.pipe(
    v.array(Conflict),
    v.description('Pairs of suggested codes an Excludes1 note forbids together'),
  ),
  codeSet: CodeSet,
  sources: v.array(Source),
  disclaimer: v.string(),
  timestamp,
});

const CodeCheck = v.object({
  input: v.string(),
  code: v.pipe(v.string(), v.description('Upper case, dotted')),
  exists: v.boolean(),
  billable: v.boolean(),
  description: v.optional(v.string()),
  problems: v.array(v.string()),
  seventhCharacterOptions: v.optional(v.array(v.object({ character: v.string(), meaning: v.string() }))),
  children: v.optional(
    v.pipe(
      v.array(v.object({ code: v.string(), description: v.string() })),
      v.description('For a header code: the more specific codes (up to 20)'),
    ),
  ),
});

export const ValidateResponse = v.object({
  mode: v.literal('validate'),
  valid: v.pipe(v.boolean(), v.description('Every code exists and is billable, and no two conflict')),
  codes: v.array(CodeCheck),
  conflicts: v.array(Conflict),
  codeSet: CodeSet,
  sources: v.array(Source),
  disclaimer: v.string(),
  timestamp,
});

export const CodingResponse = v.union([SuggestResponse, ValidateResponse]);

const sources = CODING_SOURCES.map((source) => ({ ...source }));
const codeSet = {
  codes: 'ICD10CM_2025_codes.csv',
  tabular: 'icd10cm_tabular_2021.xml (version 2021)',
  index: 'ICD10CM_2025_Index.csv',
  neoplasm: 'icd10cm-neoplasm-April-1-2026-XML.xml',
  drug: 'icd10cm-drug-April-1-2026-XML.xml',
};
const disclaimer = CODING_DISCLAIMER;

export const codeClinicalText = defineOperation({
  operationId: 'codeClinicalText',
  method: 'POST',
  path: '/api/v1/clinical/coding',
  tag: 'Clinical',
  summary: 'Suggest ICD-10-CM codes for clinical text, or validate codes',
  description: `Suggest mode (\`text\`, up to ${MAX_CODING_TEXT} characters): ICD-10-CM diagnosis codes for the findings the text asserts, each billable, with the span that supports it, a confidence, the phrase that matched (code title, tabular inclusion term, index path, or a row of the neoplasm or drug table), the tabular notes that matter (code first, use additional code, code also, and Excludes1 when two suggested codes conflict) and the 7th character where the category needs one. Abbreviations (HTN, DM2, CHF, COPD, CKD, MI, afib, UTI…) are read; negated ("denies chest pain"), historical ("history of MI"), family ("mother had breast cancer") and uncertain ("rule out pneumonia") findings are listed in \`excluded\`, not coded. The most specific code the text supports is chosen (laterality, type, with/without), else the unspecified one. Validate mode (\`codes\`, up to ${MAX_CODES}): each code exists, is billable (a leaf, with a valid 7th character where needed), and no Excludes1 note forbids two of them together. With \`models: true\`, the consensus panel's language models (CONSENSUS_MODELS) are also asked, and their codes are returned in \`modelReview\` only when valid, billable and supported by a span of the text that asserts them; the rest are listed as rejected with the reason. Nothing is stored (the text goes only to the models the operator configured). Informational: a coder or clinician confirms the codes against the record.`,
  public: false,
  status: 200,
  body: CodingBody,
  response: CodingResponse,
  errors: [],
  examples: {
    request: {
      text: 'Assessment: DM2 with diabetic CKD stage 3a. HTN. Denies chest pain. History of MI in 2019.',
      alternatives: 1,
    },
    response: {
      mode: 'suggest',
      suggestions: [
        {
          code: 'E11.22',
          description: 'Type 2 diabetes mellitus with diabetic chronic kidney disease',
          billable: true,
          confidence: 1,
          span: {
            text: 'DM2 with diabetic CKD',
            start: 12,
            end: 33,
          },
          assertion: 'present',
          matched: {
            phrase: 'Type 2 diabetes mellitus with diabetic chronic kidney disease',
            source: 'description',
          },
          instructions: [
            {
              type: 'useAdditionalCode',
              noteOn: 'E11.22',
              text: 'code to identify stage of chronic kidney disease (N18.1-N18.6)',
            },
            {
              type: 'useAdditionalCode',
              noteOn: 'E11',
              text: 'code to identify control using:',
            },
            {
              type: 'useAdditionalCode',
              noteOn: 'E11',
              text: 'insulin (Z79.4)',
            },
            {
              type: 'useAdditionalCode',
              noteOn: 'E11',
              text: 'oral antidiabetic drugs (Z79.84)',
            },
            {
              type: 'useAdditionalCode',
              noteOn: 'E11',
              text: 'oral hypoglycemic drugs (Z79.84)',
            },
          ],
          alternatives: [
            {
              code: 'N18.31',
              description: 'Chronic kidney disease, stage 3a',
            },
          ],
        },
        {
          code: 'N18.31',
          description: 'Chronic kidney disease, stage 3a',
          billable: true,
          confidence: 1,
          span: {
            text: 'CKD stage 3a',
            start: 30,
            end: 42,
          },
          assertion: 'present',
          matched: {
            phrase: 'Chronic kidney disease, stage 3a',
            source: 'description',
          },
          instructions: [
            {
              type: 'codeFirst',
              noteOn: 'N18',
              text: 'any associated:',
            },
            {
              type: 'codeFirst',
              noteOn: 'N18',
              text: 'diabetic chronic kidney disease (E08.22, E09.22, E10.22, E11.22, E13.22)',
            },
            {
              type: 'codeFirst',
              noteOn: 'N18',
              text: 'hypertensive chronic kidney disease (I12.-, I13.-)',
            },
            {
              type: 'useAdditionalCode',
              noteOn: 'N18',
              text: 'code to identify kidney transplant status, if applicable, (Z94.0)',
            },
          ],
          alternatives: [
            {
              code: 'E11.22',
              description: 'Type 2 diabetes mellitus with diabetic chronic kidney disease',
            },
          ],
        },
        {
          code: 'I10',
          description: 'Essential (primary) hypertension',
          billable: true,
          confidence: 1,
          span: {
            text: 'HTN',
            start: 44,
            end: 47,
          },
          assertion: 'present',
          matched: {
            phrase: 'Hypertension, hypertensive',
            source: 'index',
          },
          instructions: [],
          alternatives: [
            {
              code: 'I1A.0',
              description: 'Resistant hypertension',
            },
          ],
        },
      ],
      excluded: [
        {
          code: 'R07.9',
          description: 'Chest pain, unspecified',
          span: {
            text: 'chest pain',
            start: 56,
            end: 66,
          },
          assertion: 'absent',
          reason: 'negated in the text (e.g. "denies", "no", "negative for"): not coded',
        },
        {
          code: 'I21.9',
          description: 'Acute myocardial infarction, unspecified',
          span: {
            text: 'MI',
            start: 79,
            end: 81,
          },
          assertion: 'historical',
          reason:
            'a past condition ("history of", "s/p", "resolved"): not coded as current; a personal-history Z code may apply',
        },
      ],
      conflicts: [],
      codeSet: codeSet,
      sources: sources,
      disclaimer: disclaimer,
      timestamp: '2026-11-22T10:00:00.000Z',
    },
  },
});

export const operations = [codeClinicalText, noteOperation, protocolOperation];
