import { detectRedFlags, type RedFlag } from '../clinical/red-flags.ts';
import { isDicom, readDicom } from './dicom.ts';
import { isJpeg, readJpeg } from './jpeg.ts';
import { ImageFormatError, isPng, readPng } from './png.ts';
import { encodeGreyPng, type QualityCheck } from './raster.ts';
import { imagingRedFlags } from './red-flags.ts';
import {
  type AgreedFinding,
  agreeOnFindings,
  type ReadFailure,
  readWithModels,
  type VisionImage,
  type VisionModel,
  type VisionRead,
  visionPrompt,
} from './vision.ts';

export { ImageFormatError };

export const IMAGING_DISCLAIMER =
  'Informational only: this is not a radiologist’s read and not a diagnosis. Images must be interpreted by a qualified clinician; if you think it may be an emergency, call 911 (or your local emergency number).';

const DEIDENTIFICATION_PROFILE =
  'DICOM PS3.15 Annex E basic application-level confidentiality profile: identifying attributes blanked, private tags zeroed';

type ImageFormat = 'dicom' | 'png' | 'jpeg';

interface StudyInfo {
  width?: number;
  height?: number;
  bitDepth?: number;
  bitsStored?: number;
  samplesPerPixel?: number;
  modality?: string;
  bodyPart?: string;
  view?: string;
  studyDate?: string;
  manufacturer?: string;
  photometricInterpretation?: string;
  pixelSpacingMm?: [number, number];
  frames?: number;
  transferSyntax?: string;
}

interface Privacy {
  phiDetected: boolean;
  phiTags: string[];
  privateTags: number;
  burnedInAnnotation: 'YES' | 'NO' | 'unknown';
  warnings: string[];
  deidentification?: string;
  /** What the image models were sent. */
  sentToModels: 'none' | 'pixels-only' | 'image-as-uploaded';
}

export interface ImagingReport {
  format: ImageFormat;
  study: StudyInfo;
  quality: { acceptable: boolean; checks: QualityCheck[] };
  privacy: Privacy;
  urgentCare?: string;
  redFlags: RedFlag[];
  findings: AgreedFinding[];
  modelReads: VisionRead[];
  consensus: number;
  consensusReached: boolean;
  abstained: boolean;
  trustScore: number;
  models: string[];
  modelsLeftOut: ReadFailure[];
  notes: string[];
  /** The de-identified bytes (DICOM) for storage; never part of the response. */
  deidentified?: Uint8Array;
}

/** Quality problems that make an image unfit to show to models. */
const UNREADABLE = new Set(['blank', 'truncated', 'no-pixel-data']);

const detectFormat = (bytes: Uint8Array): ImageFormat | undefined =>
  isDicom(bytes) ? 'dicom' : isPng(bytes) ? 'png' : isJpeg(bytes) ? 'jpeg' : undefined;

const round = (value: number) => Math.round(value * 1000) / 1000;

/**
 * Reads an image and asks the vision models of the panel for findings. Without a vision model the
 * report carries the study metadata and quality checks with `findings: []` and a note, never a
 * made-up finding. Red flags in any model's read (or in the clinical context) lead with urgent advice.
 */
export const analyzeImage = async (
  bytes: Uint8Array,
  context: string | undefined,
  models: readonly VisionModel[],
): Promise<ImagingReport> => {
  const format = detectFormat(bytes);
  if (!format) throw new ImageFormatError('The image is not DICOM Part 10, PNG or JPEG');
  const notes: string[] = [];
  let study: StudyInfo;
  let quality: QualityCheck[];
  let image: VisionImage | undefined;
  let deidentified: Uint8Array | undefined;
  const privacy: Privacy = {
    phiDetected: false,
    phiTags: [],
    privateTags: 0,
    burnedInAnnotation: 'unknown',
    warnings: [],
    sentToModels: 'none',
  };
  if (format === 'dicom') {
    const reading = readDicom(bytes);
    const { bitsAllocated, ...rest } = reading.study;
    study = { ...rest, ...(bitsAllocated !== undefined ? { bitDepth: bitsAllocated } : {}) };
    quality = reading.quality;
    privacy.phiTags = reading.phiTags;
    privacy.privateTags = reading.privateTags;
    privacy.phiDetected = reading.phiTags.length > 0;
    privacy.burnedInAnnotation = reading.burnedInAnnotation;
    privacy.deidentification = DEIDENTIFICATION_PROFILE;
    if (privacy.phiDetected)
      privacy.warnings.push(
        `The file carries identifying tags (${reading.phiTags.join(', ')}); they were blanked in the de-identified copy and never sent to models or logged. De-identify studies before sending them.`,
      );
    if (reading.burnedInAnnotation !== 'NO')
      privacy.warnings.push(
        reading.burnedInAnnotation === 'YES'
          ? 'BurnedInAnnotation is YES: the pixels carry text that may identify the patient; tag de-identification cannot remove it.'
          : 'BurnedInAnnotation is absent: the pixels may carry identifying text that tag de-identification cannot remove.',
      );
    deidentified = reading.deidentified;
    if (reading.raster) image = { format: 'png', bytes: encodeGreyPng(reading.raster) };
  } else {
    const read = format === 'png' ? readPng(bytes) : readJpeg(bytes);
    study = {
      width: read.header.width,
      height: read.header.height,
      bitDepth: read.header.bitDepth,
      samplesPerPixel: read.header.channels,
    };
    quality = read.quality;
    privacy.warnings.push(
      'PNG and JPEG carry no patient tags, but the pixels may show identifying text; crop or mask it before sending.',
    );
    image = { format, bytes };
  }
  const acceptable = !quality.some((check) => UNREADABLE.has(check.issue));

  let reads: VisionRead[] = [];
  let failures: ReadFailure[] = [];
  if (models.length === 0) {
    notes.push(
      'No image model is configured (no CONSENSUS_MODELS entry with "vision": true): findings are not read, only the study metadata and quality checks.',
    );
  } else if (!acceptable) {
    notes.push('The image failed its quality checks and was not sent to the image models.');
  } else if (!image) {
    notes.push('The pixel data could not be decoded here, so it was not sent to the image models.');
  } else {
    const description =
      [study.modality, study.bodyPart, study.view].filter(Boolean).join(' ') || format.toUpperCase();
    ({ reads, failures } = await readWithModels(models, image, visionPrompt(description, context)));
    privacy.sentToModels = format === 'dicom' ? 'pixels-only' : 'image-as-uploaded';
    if (reads.length === 0) notes.push('No image model answered: no finding is reported.');
  }

  const { consensus, findings } = agreeOnFindings(reads);
  const abstained = reads.length >= 2 && consensus < 0.5;
  if (abstained)
    notes.push(
      'The image models disagree: no finding is reported; see modelReads and have a clinician read the image.',
    );
  const redFlags = [
    ...imagingRedFlags(reads.flatMap((read) => [...read.findings, read.impression ?? ''])),
    ...(context ? detectRedFlags(context) : []),
  ];
  const urgentCare =
    redFlags.length > 0
      ? `This may be an emergency. ${
          redFlags.some((flag) => flag.id.startsWith('imaging-'))
            ? `An image model described ${redFlags
                .filter((flag) => flag.id.startsWith('imaging-'))
                .map((flag) => flag.label.toLowerCase())
                .join(', ')}. `
            : ''
        }Call 911 (or your local emergency number) or go to an emergency department now, and have a clinician review the image.`
      : undefined;
  const trustScore =
    reads.length === 0 || abstained ? 0 : round(Math.sqrt(consensus) * (quality.length > 0 ? 0.8 : 1));
  return {
    format,
    study,
    quality: { acceptable, checks: quality },
    privacy,
    ...(urgentCare ? { urgentCare } : {}),
    redFlags,
    findings: abstained ? [] : findings,
    modelReads: reads,
    consensus: reads.length === 0 ? 0 : consensus,
    consensusReached: reads.length > 0 && !abstained,
    abstained,
    trustScore,
    models: reads.map((read) => read.model),
    modelsLeftOut: failures,
    notes,
    ...(deidentified ? { deidentified } : {}),
  };
};
