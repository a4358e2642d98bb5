import type dicomParser from 'dicom-parser';
import { sideBundle } from '../bundled-tables.ts';
import { DICOM_PARSER_FILE, DICOM_PARSER_SOURCE } from '../data-files.ts';
import { ImageFormatError } from './png.ts';
import { type QualityCheck, type Raster, rasterChecks } from './raster.ts';

/** The tags the answer reports as study metadata (none identifies the patient). */
interface DicomStudy {
  modality?: string;
  bodyPart?: string;
  view?: string;
  studyDate?: string;
  manufacturer?: string;
  width?: number;
  height?: number;
  bitsAllocated?: number;
  bitsStored?: number;
  samplesPerPixel?: number;
  photometricInterpretation?: string;
  pixelSpacingMm?: [number, number];
  frames?: number;
  transferSyntax?: string;
}

/**
 * Identifying attributes of the DICOM PS3.15 Annex E basic application-level confidentiality
 * profile that appear in plain radiography and cross-sectional studies; each is blanked in the
 * de-identified copy, and private tags are zeroed. Reported by keyword, never by value.
 */
const PHI_TAGS: Readonly<Record<string, string>> = {
  x00080050: 'AccessionNumber',
  x00080080: 'InstitutionName',
  x00080081: 'InstitutionAddress',
  x00080090: 'ReferringPhysicianName',
  x00080092: 'ReferringPhysicianAddress',
  x00080094: 'ReferringPhysicianTelephoneNumbers',
  x00081010: 'StationName',
  x00081040: 'InstitutionalDepartmentName',
  x00081048: 'PhysiciansOfRecord',
  x00081050: 'PerformingPhysicianName',
  x00081060: 'NameOfPhysiciansReadingStudy',
  x00081070: 'OperatorsName',
  x00100010: 'PatientName',
  x00100020: 'PatientID',
  x00100021: 'IssuerOfPatientID',
  x00100030: 'PatientBirthDate',
  x00100032: 'PatientBirthTime',
  x00101000: 'OtherPatientIDs',
  x00101001: 'OtherPatientNames',
  x00101040: 'PatientAddress',
  x00101060: 'PatientMotherBirthName',
  x00101090: 'MedicalRecordLocator',
  x00102154: 'PatientTelephoneNumbers',
  x001021b0: 'AdditionalPatientHistory',
  x00104000: 'PatientComments',
  x00200010: 'StudyID',
  x00321032: 'RequestingPhysician',
  x00400275: 'RequestAttributesSequence',
};

export interface DicomReading {
  study: DicomStudy;
  quality: QualityCheck[];
  /** Keywords of identifying tags that hold a value (sorted), and whether private tags are present. */
  phiTags: string[];
  privateTags: number;
  burnedInAnnotation: 'YES' | 'NO' | 'unknown';
  /** The grey levels of the first frame, when decodable (uncompressed little endian). */
  raster?: Raster;
  /** A copy of the file with every identifying and private tag blanked (PS3.15 basic profile). */
  deidentified: Uint8Array;
}

const UNCOMPRESSED = new Set(['1.2.840.10008.1.2', '1.2.840.10008.1.2.1']);
const PHOTOMETRIC = new Set([
  'MONOCHROME1',
  'MONOCHROME2',
  'RGB',
  'PALETTE COLOR',
  'YBR_FULL',
  'YBR_FULL_422',
  'YBR_ICT',
  'YBR_RCT',
]);
/** Exposure only means something for projection images; CT/MR/US/NM values are not exposure. */
const PROJECTION = new Set(['CR', 'DX', 'MG', 'RF', 'XA', 'IO', 'PX']);

export const isDicom = (bytes: Uint8Array): boolean =>
  bytes.length >= 132 &&
  bytes[128] === 0x44 &&
  bytes[129] === 0x49 &&
  bytes[130] === 0x43 &&
  bytes[131] === 0x4d;

const text = (dataSet: dicomParser.DataSet, tag: string): string | undefined => {
  const value = dataSet.string(tag)?.trim();
  return value ? value.slice(0, 64) : undefined;
};

const studyOf = (dataSet: dicomParser.DataSet): DicomStudy => {
  const spacing = [dataSet.floatString('x00280030', 0), dataSet.floatString('x00280030', 1)];
  const study: DicomStudy = {
    modality: text(dataSet, 'x00080060'),
    bodyPart: text(dataSet, 'x00180015'),
    view: text(dataSet, 'x00185101'),
    studyDate: text(dataSet, 'x00080020'),
    manufacturer: text(dataSet, 'x00080070'),
    width: dataSet.uint16('x00280011'),
    height: dataSet.uint16('x00280010'),
    bitsAllocated: dataSet.uint16('x00280100'),
    bitsStored: dataSet.uint16('x00280101'),
    samplesPerPixel: dataSet.uint16('x00280002'),
    photometricInterpretation: text(dataSet, 'x00280004'),
    frames: dataSet.intString('x00280008'),
    transferSyntax: text(dataSet, 'x00020010'),
  };
  const [row, column] = spacing;
  if (row !== undefined && column !== undefined && Number.isFinite(row) && Number.isFinite(column))
    study.pixelSpacingMm = [row, column];
  return Object.fromEntries(Object.entries(study).filter(([, value]) => value !== undefined)) as DicomStudy;
};

let loaded: typeof dicomParser | undefined;
const parser = (): typeof dicomParser => {
  loaded ??= (sideBundle(DICOM_PARSER_FILE, DICOM_PARSER_SOURCE) as typeof import('./dicom-bundle.ts'))
    .dicomParser;
  return loaded;
};

const parse = (bytes: Uint8Array): { dataSet: dicomParser.DataSet; truncated: boolean } => {
  try {
    return { dataSet: parser().parseDicom(bytes), truncated: false };
  } catch {
    try {
      // The header up to the pixel data is readable: the file is cut short in its image data.
      return { dataSet: parser().parseDicom(bytes, { untilTag: 'x7fe00010' }), truncated: true };
    } catch {
      throw new ImageFormatError('The DICOM file cannot be read (not Part 10, or its header is damaged)');
    }
  }
};

const blank = (copy: Uint8Array, dataSet: dicomParser.DataSet, found: Set<string>): number => {
  let privateTags = 0;
  for (const [tag, element] of Object.entries(dataSet.elements)) {
    const isPrivate = Number.parseInt(tag.slice(1, 5), 16) % 2 === 1;
    const name = PHI_TAGS[tag];
    if (element.items)
      for (const item of element.items) if (item.dataSet) privateTags += blank(copy, item.dataSet, found);
    if (!name && !isPrivate) continue;
    if (isPrivate) privateTags += 1;
    if (element.length > 0 && element.dataOffset + element.length <= copy.length && !element.items) {
      const value = copy.subarray(element.dataOffset, element.dataOffset + element.length);
      if (name && value.some((byte) => byte !== 0x20 && byte !== 0)) found.add(name);
      // Strings are blanked with spaces (a valid padding for every string VR); other values zeroed.
      copy.fill(
        element.vr && parser().isStringVr(element.vr) ? 0x20 : 0,
        element.dataOffset,
        element.dataOffset + element.length,
      );
    } else if (name && element.items && element.items.length > 0) found.add(name);
  }
  return privateTags;
};

const rasterOf = (bytes: Uint8Array, dataSet: dicomParser.DataSet, study: DicomStudy): Raster | undefined => {
  const element = dataSet.elements.x7fe00010;
  const { width, height, bitsAllocated, samplesPerPixel = 1 } = study;
  if (!element || !width || !height || !bitsAllocated || element.encapsulatedPixelData) return undefined;
  if (!UNCOMPRESSED.has(study.transferSyntax ?? '') || (bitsAllocated !== 8 && bitsAllocated !== 16))
    return undefined;
  const count = width * height;
  const bytesPerSample = bitsAllocated / 8;
  if (element.dataOffset + count * samplesPerPixel * bytesPerSample > bytes.length) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset + element.dataOffset);
  const signed = dataSet.uint16('x00280103') === 1;
  const raw = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    let sum = 0;
    for (let s = 0; s < samplesPerPixel; s++) {
      const at = (i * samplesPerPixel + s) * bytesPerSample;
      sum +=
        bytesPerSample === 1
          ? signed
            ? view.getInt8(at)
            : view.getUint8(at)
          : signed
            ? view.getInt16(at, true)
            : view.getUint16(at, true);
    }
    raw[i] = sum / samplesPerPixel;
  }
  // Projection images are scaled against their stored bit range (so exposure can be judged);
  // other modalities against their own minimum and maximum.
  const bits = study.bitsStored ?? bitsAllocated;
  let low = signed ? -(2 ** (bits - 1)) : 0;
  let high = signed ? 2 ** (bits - 1) - 1 : 2 ** bits - 1;
  if (!PROJECTION.has(study.modality ?? '')) {
    low = Number.POSITIVE_INFINITY;
    high = Number.NEGATIVE_INFINITY;
    for (const value of raw) {
      if (value < low) low = value;
      if (value > high) high = value;
    }
  }
  const range = high - low;
  const invert = study.photometricInterpretation === 'MONOCHROME1';
  const values = new Float32Array(count);
  for (let i = 0; i < count; i++) {
    const scaled = range > 0 ? ((raw[i] ?? 0) - low) / range : 0;
    values[i] = invert ? 1 - scaled : scaled;
  }
  return { width, height, values };
};

/** Reads a DICOM Part 10 file: study metadata, identifying tags, quality checks and a de-identified copy. */
export const readDicom = (bytes: Uint8Array): DicomReading => {
  const { dataSet, truncated } = parse(bytes);
  const study = studyOf(dataSet);
  const quality: QualityCheck[] = [];
  const photometric = study.photometricInterpretation;
  const samples = study.samplesPerPixel ?? 1;
  if (
    photometric &&
    (!PHOTOMETRIC.has(photometric) ||
      (photometric.startsWith('MONOCHROME') && samples !== 1) ||
      ((photometric === 'RGB' || photometric.startsWith('YBR')) && samples !== 3))
  )
    quality.push({
      issue: 'photometric-mismatch',
      message: `Photometric interpretation ${photometric} does not fit ${samples} sample(s) per pixel`,
    });
  const element = dataSet.elements.x7fe00010;
  let raster: Raster | undefined;
  if (truncated) {
    quality.push({
      issue: 'truncated',
      message: 'The file ends inside its pixel data: the image is truncated',
    });
  } else if (!element || element.length === 0) {
    quality.push({ issue: 'no-pixel-data', message: 'The file has no pixel data' });
  } else {
    const { width = 0, height = 0, bitsAllocated = 0 } = study;
    const expected = (width * height * samples * bitsAllocated) / 8;
    if (!element.encapsulatedPixelData && expected > 0 && element.length < expected) {
      quality.push({
        issue: 'truncated',
        message: 'The pixel data is shorter than rows × columns: the image is truncated',
      });
    } else {
      raster = rasterOf(bytes, dataSet, study);
      if (raster) {
        const checks = rasterChecks(raster);
        quality.push(
          ...(PROJECTION.has(study.modality ?? '')
            ? checks
            : checks.filter((check) => check.issue === 'blank')),
        );
      } else
        quality.push({
          issue: 'not-decoded',
          message:
            'The pixel data is compressed or of an unusual kind and was not decoded; only the header was checked',
        });
    }
  }
  const copy = new Uint8Array(bytes);
  const found = new Set<string>();
  const privateTags = blank(copy, dataSet, found);
  const burned = text(dataSet, 'x00280301')?.toUpperCase();
  return {
    study,
    quality,
    phiTags: [...found].sort(),
    privateTags,
    burnedInAnnotation: burned === 'YES' ? 'YES' : burned === 'NO' ? 'NO' : 'unknown',
    ...(raster ? { raster } : {}),
    deidentified: copy,
  };
};
