import * as v from 'valibot';
import { defineOperation } from '../../shared/http/operation.ts';
import { SourceRef, timestamp } from '../../shared/http/schemas.ts';

/**
 * The contract of POST /api/v1/diagnostics/imaging, kept apart from the symptom checker's contract
 * in schemas.ts (which lists `analyzeImagingOperation` from here).
 */

/** Base64 of up to ~750 KB of image: the JSON body as a whole is capped at 1 MB. */
export const MAX_IMAGE_BASE64 = 1_000_000;

export const ImagingBody = v.strictObject({
  image: v.pipe(
    v.string('image is base64 text'),
    v.trim(),
    v.minLength(8, 'image is empty or too short to be an image'),
    v.maxLength(
      MAX_IMAGE_BASE64,
      `image is at most ${MAX_IMAGE_BASE64} base64 characters (the body is capped at 1 MB)`,
    ),
    v.regex(/^[A-Za-z0-9+/\s]*={0,2}$/, 'image is not base64'),
    v.description('The image file, base64: DICOM Part 10, PNG or JPEG (the format is read from its bytes)'),
  ),
  clinicalContext: v.optional(
    v.pipe(
      v.string('clinicalContext is text'),
      v.trim(),
      v.maxLength(2_000, 'clinicalContext is at most 2,000 characters'),
      v.description(
        'Why the image was taken, symptoms; given to the image models and checked for red flags. Leave identifying details out.',
      ),
    ),
  ),
});

const QualityCheck = v.object({
  issue: v.picklist([
    'blank',
    'underexposed',
    'overexposed',
    'truncated',
    'no-pixel-data',
    'photometric-mismatch',
    'not-decoded',
  ]),
  message: v.string(),
});

const Study = v.object({
  width: v.optional(v.number()),
  height: v.optional(v.number()),
  bitDepth: v.optional(v.pipe(v.number(), v.description('Bits per sample (DICOM BitsAllocated)'))),
  bitsStored: v.optional(v.number()),
  samplesPerPixel: v.optional(v.number()),
  modality: v.optional(v.string()),
  bodyPart: v.optional(v.string()),
  view: v.optional(v.string()),
  studyDate: v.optional(v.string()),
  manufacturer: v.optional(v.string()),
  photometricInterpretation: v.optional(v.string()),
  pixelSpacingMm: v.optional(v.tuple([v.number(), v.number()])),
  frames: v.optional(v.number()),
  transferSyntax: v.optional(v.string()),
});

const ImagingReport = v.object({
  format: v.picklist(['dicom', 'png', 'jpeg']),
  study: Study,
  quality: v.object({ acceptable: v.boolean(), checks: v.array(QualityCheck) }),
  privacy: v.object({
    phiDetected: v.boolean(),
    phiTags: v.pipe(
      v.array(v.string()),
      v.description('Keywords of identifying DICOM tags present (never their values)'),
    ),
    privateTags: v.number(),
    burnedInAnnotation: v.picklist(['YES', 'NO', 'unknown']),
    warnings: v.array(v.string()),
    deidentification: v.optional(v.string()),
    sentToModels: v.picklist(['none', 'pixels-only', 'image-as-uploaded']),
  }),
  urgentCare: v.optional(
    v.pipe(v.string(), v.description('Present when a red flag was found: read it first')),
  ),
  redFlags: v.array(
    v.object({
      id: v.string(),
      label: v.string(),
      urgency: v.picklist(['emergency', 'urgent']),
      advice: v.string(),
      source: SourceRef,
    }),
  ),
  findings: v.array(v.object({ finding: v.string(), models: v.array(v.string()), support: v.number() })),
  modelReads: v.array(
    v.object({ model: v.string(), findings: v.array(v.string()), impression: v.optional(v.string()) }),
  ),
  consensus: v.number(),
  consensusReached: v.boolean(),
  abstained: v.boolean(),
  trustScore: v.number(),
  models: v.array(v.string()),
  modelsLeftOut: v.array(
    v.object({ model: v.string(), reason: v.picklist(['timeout', 'error', 'malformed']) }),
  ),
  notes: v.array(v.string()),
  disclaimer: v.string(),
  timestamp,
});

export const analyzeImagingOperation = defineOperation({
  operationId: 'analyzeImaging',
  method: 'POST',
  path: '/api/v1/diagnostics/imaging',
  tag: 'Diagnostics',
  summary: 'Read a medical image (DICOM, PNG, JPEG): metadata, quality, privacy and model findings',
  description:
    'Reads the study (DICOM tags through dicom-parser: modality, body part, view, study date, size, bit depth, pixel spacing, manufacturer; PNG and JPEG from their headers), checks quality (blank, truncated, under- or over-exposed projection images, photometric interpretation; JPEG pixels are not decoded), reports identifying DICOM tags by name and burned-in annotation, and never logs or stores pixels or identifiers. Findings come only from the CONSENSUS_MODELS entries marked `"vision": true`, each reading the image on its own; findings a majority report are kept, and the panel abstains when they disagree. With no vision model, `findings` is empty and a note says so. A critical finding in any model’s read (pneumothorax, free air, intracranial haemorrhage, aortic dissection, large effusion, spinal fracture…) puts `urgentCare` first. Not a radiologist’s read.',
  public: false,
  status: 200,
  body: ImagingBody,
  response: ImagingReport,
  errors: [],
  examples: {
    request: {
      image:
        'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAAAAACMmsGiAAAAHElEQVR4nGNgME6byXCGwTiNYeYZBmOGtJlnGAA33AX7V0ROVQAAAABJRU5ErkJggg==',
      clinicalContext: 'Cough for two weeks',
    },
    response: {
      format: 'png',
      study: { width: 4, height: 4, bitDepth: 8, samplesPerPixel: 1 },
      quality: { acceptable: true, checks: [] },
      privacy: {
        phiDetected: false,
        phiTags: [],
        privateTags: 0,
        burnedInAnnotation: 'unknown',
        warnings: [
          'PNG and JPEG carry no patient tags, but the pixels may show identifying text; crop or mask it before sending.',
        ],
        sentToModels: 'none',
      },
      redFlags: [],
      findings: [],
      modelReads: [],
      consensus: 0,
      consensusReached: false,
      abstained: false,
      trustScore: 0,
      models: [],
      modelsLeftOut: [],
      notes: [
        'No image model is configured (no CONSENSUS_MODELS entry with "vision": true): findings are not read, only the study metadata and quality checks.',
      ],
      disclaimer: 'Informational only: this is not a radiologist’s read and not a diagnosis…',
      timestamp: '2026-11-22T10:00:00.000Z',
    },
  },
});
