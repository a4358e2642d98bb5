import * as v from 'valibot';
import { defineOperation } from '../../shared/http/operation.ts';
import { SourceRef, timestamp } from '../../shared/http/schemas.ts';
import { MAX_UPLOAD_BYTES, UPLOAD_URL_TTL_SECONDS } from '../../shared/imaging/upload-limits.ts';

/**
 * The contract of POST /api/v1/diagnostics/imaging, kept apart from the symptom checker's contract
 * in contract.ts (which lists `analyzeImagingOperation` from here).
 */

/** Base64 of up to ~750 KB of image: the JSON body as a whole is capped at 1 MB. */
const MAX_IMAGE_BASE64 = 1_000_000;

/** An upload id as POST /diagnostics/imaging/uploads returns it. */
const UploadId = v.pipe(
  v.string('uploadId is text'),
  v.regex(/^upl_[A-Za-z0-9]{20}$/, 'uploadId is an id returned by POST /api/v1/diagnostics/imaging/uploads'),
  v.description('An upload id from POST /api/v1/diagnostics/imaging/uploads, once the file was PUT'),
);

const ImagingBody = v.strictObject({
  uploadId: v.optional(UploadId),
  image: v.optional(
    v.pipe(
      v.string('image is base64 text'),
      v.trim(),
      v.minLength(8, 'image is empty or too short to be an image'),
      v.maxLength(
        MAX_IMAGE_BASE64,
        `image is at most ${MAX_IMAGE_BASE64} base64 characters (the body is capped at 1 MB)`,
      ),
      v.regex(/^[A-Za-z0-9+/\s]*={0,2}$/, 'image is not base64'),
      v.description(
        'The image file, base64: DICOM Part 10, PNG or JPEG (the format is read from its bytes). Either this or `uploadId`.',
      ),
    ),
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
  upload: v.optional(
    v.pipe(
      v.object({
        uploadId: v.string(),
        deidentifiedCopyStored: v.boolean(),
        expiresAt: timestamp,
      }),
      v.description(
        'For an analysis by upload id: whether a de-identified copy (PS3.15 basic profile) was kept, and until when. The raw upload is deleted.',
      ),
    ),
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
    "The image comes base64 in `image` (up to ~750 KB), or, larger, as `uploadId` after a PUT to the URL from POST /api/v1/diagnostics/imaging/uploads: the raw upload is then deleted and only a de-identified copy of a DICOM study (PS3.15 basic profile) is kept for the retention period; another organization's upload id answers 404, one not yet uploaded or already analysed 409. " +
    'Reads the study (DICOM tags through dicom-parser: modality, body part, view, study date, size, bit depth, pixel spacing, manufacturer; PNG and JPEG from their headers), checks quality (blank, truncated, under- or over-exposed projection images, photometric interpretation; JPEG pixels are not decoded), reports identifying DICOM tags by name and burned-in annotation, and never logs or stores pixels or identifiers. Findings come only from the CONSENSUS_MODELS entries marked `"vision": true`, each reading the image on its own; findings a majority report are kept, and the panel abstains when they disagree. With no vision model, `findings` is empty and a note says so. A critical finding in any model’s read (pneumothorax, free air, intracranial haemorrhage, aortic dissection, large effusion, spinal fracture…) puts `urgentCare` first. Not a radiologist’s read.',
  public: false,
  status: 200,
  body: ImagingBody,
  response: ImagingReport,
  errors: ['NOT_FOUND', 'CONFLICT'],
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

const CreateUploadBody = v.strictObject({
  sizeBytes: v.pipe(
    v.number('sizeBytes is a number'),
    v.integer('sizeBytes is a whole number'),
    v.minValue(1, 'sizeBytes is at least 1'),
    v.maxValue(MAX_UPLOAD_BYTES, `sizeBytes is at most ${MAX_UPLOAD_BYTES} (50 MB)`),
    v.description(
      'The size of the file in bytes: the upload URL accepts at most this many (on S3, exactly this Content-Length)',
    ),
  ),
});

const UploadTicket = v.object({
  uploadId: v.string(),
  uploadUrl: v.pipe(v.string(), v.description('PUT the raw file bytes here, before expiresAt')),
  method: v.picklist(['PUT']),
  expiresAt: timestamp,
  maxBytes: v.pipe(v.number(), v.description('The most bytes the URL accepts: the declared sizeBytes')),
});

export const createImagingUploadOperation = defineOperation({
  operationId: 'createImagingUpload',
  method: 'POST',
  path: '/api/v1/diagnostics/imaging/uploads',
  tag: 'Diagnostics',
  summary: 'Get a URL to upload a large image, then analyse it by upload id',
  description: `Takes the file's size and returns a single-object upload URL for this organization, valid ${UPLOAD_URL_TTL_SECONDS / 60} minutes: PUT the raw file (DICOM Part 10, PNG or JPEG, up to ${MAX_UPLOAD_BYTES / 1024 / 1024} MB) to it, then POST {"uploadId": …} to /api/v1/diagnostics/imaging. On AWS the URL is a presigned S3 PUT; locally it is served by the local runtime. The raw file is deleted when it is analysed; only a de-identified DICOM copy is kept, for the retention period.`,
  public: false,
  status: 201,
  body: CreateUploadBody,
  response: UploadTicket,
  errors: [],
  examples: {
    request: { sizeBytes: 5_242_880 },
    response: {
      uploadId: 'upl_4fQm2ZtR8kLpX1vN6cYw',
      uploadUrl: 'https://bucket.s3.amazonaws.com/org_…/uploads/upl_4fQm2ZtR8kLpX1vN6cYw?X-Amz-Signature=…',
      method: 'PUT',
      expiresAt: '2026-11-22T10:15:00.000Z',
      maxBytes: 5_242_880,
    },
  },
});
