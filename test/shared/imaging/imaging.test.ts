import { describe, expect, it } from 'vitest';
import { analyzeImage, ImageFormatError } from '../../../shared/imaging/analyze.ts';
import { readDicom } from '../../../shared/imaging/dicom.ts';
import { readJpeg } from '../../../shared/imaging/jpeg.ts';
import { readPng } from '../../../shared/imaging/png.ts';
import { imagingRedFlags } from '../../../shared/imaging/red-flags.ts';
import { agreeOnFindings, parseVisionReply, type VisionModel } from '../../../shared/imaging/vision.ts';
import { makeDicom, makeJpegHeader, makePng, PHI_VALUES } from '../../support/imaging-fixtures.ts';

const scripted = (name: string, findings: string[], impression = 'Read.'): VisionModel => ({
  name,
  timeoutMs: 1_000,
  read: async () => ({ model: name, findings, impression }),
});

describe('DICOM reading', () => {
  it.each(['CT', 'CR', 'MR', 'US'])('reads the study metadata of a %s image', (modality) => {
    // Act
    const reading = readDicom(makeDicom({ modality, bodyPart: 'CHEST', view: 'PA', rows: 12, columns: 20 }));

    // Assess
    expect(reading.study).toMatchObject({
      modality,
      bodyPart: 'CHEST',
      view: 'PA',
      studyDate: '20260301',
      manufacturer: 'ACME Imaging',
      width: 20,
      height: 12,
      bitsAllocated: 16,
      bitsStored: 12,
      pixelSpacingMm: [0.2, 0.2],
      photometricInterpretation: 'MONOCHROME2',
    });
    expect(reading.raster?.values.length).toBe(240);
    expect(reading.phiTags).toEqual([]);
  });

  it('names identifying tags, blanks them in the copy and leaves their values nowhere else', () => {
    // Prepare
    const file = makeDicom({ phi: true, burnedIn: 'YES' });

    // Act
    const reading = readDicom(file);

    // Assess
    expect(reading.phiTags).toEqual(['InstitutionName', 'PatientBirthDate', 'PatientID', 'PatientName']);
    expect(reading.privateTags).toBe(1);
    expect(reading.burnedInAnnotation).toBe('YES');
    const copy = Buffer.from(reading.deidentified).toString('latin1');
    for (const value of Object.values(PHI_VALUES)) {
      expect(file.toString('latin1')).toContain(value);
      expect(copy).not.toContain(value);
    }
    expect(readDicom(reading.deidentified).phiTags).toEqual([]);
    expect(readDicom(reading.deidentified).study.modality).toBe('CR');
  });

  it('flags a blank image, a truncated one, one without pixels and a wrong photometric interpretation', () => {
    expect(readDicom(makeDicom({ pixel: () => 100 })).quality.map((check) => check.issue)).toEqual(['blank']);
    expect(readDicom(makeDicom({ truncateBy: 100 })).quality.map((check) => check.issue)).toContain(
      'truncated',
    );
    expect(readDicom(makeDicom({ noPixels: true })).quality.map((check) => check.issue)).toEqual([
      'no-pixel-data',
    ]);
    expect(readDicom(makeDicom({ photometric: 'RGB' })).quality.map((check) => check.issue)).toContain(
      'photometric-mismatch',
    );
  });

  it('flags under- and over-exposed projection images, not CT', () => {
    const dark = (x: number, y: number) => (x + y === 0 ? 4000 : 20);
    const bright = (x: number, y: number) => (x + y === 0 ? 0 : 4090);
    expect(readDicom(makeDicom({ modality: 'CR', pixel: dark })).quality.map((check) => check.issue)).toEqual(
      ['underexposed'],
    );
    expect(
      readDicom(makeDicom({ modality: 'DX', pixel: bright })).quality.map((check) => check.issue),
    ).toEqual(['overexposed']);
    expect(readDicom(makeDicom({ modality: 'CT', pixel: dark })).quality).toEqual([]);
  });

  it('refuses a file that is not DICOM', () => {
    expect(() =>
      readDicom(Buffer.concat([Buffer.alloc(128), Buffer.from('DICM'), Buffer.from([1, 2, 3])])),
    ).toThrow(ImageFormatError);
  });
});

describe('PNG and JPEG headers', () => {
  it('reads a PNG header and decodes its pixels', () => {
    expect(readPng(makePng(7, 5))).toEqual({
      header: { width: 7, height: 5, bitDepth: 8, channels: 1 },
      quality: [],
    });
    expect(readPng(makePng(6, 4, undefined, { rgb: true })).header.channels).toBe(3);
    expect(readPng(makePng(6, 4, () => 0)).quality.map((check) => check.issue)).toEqual(['blank']);
    expect(readPng(makePng(6, 4, undefined, { truncate: true })).quality.map((check) => check.issue)).toEqual(
      ['truncated'],
    );
  });

  it('reads a JPEG frame header and says its pixels are not decoded', () => {
    const read = readJpeg(makeJpegHeader(640, 480));
    expect(read.header).toEqual({ width: 640, height: 480, bitDepth: 8, channels: 3 });
    expect(read.quality.map((check) => check.issue)).toEqual(['not-decoded']);
    expect(readJpeg(makeJpegHeader(640, 480, { end: false })).quality.map((check) => check.issue)).toContain(
      'truncated',
    );
  });
});

describe('findings from image models', () => {
  it('reports no finding and a note when no image model is configured', async () => {
    const report = await analyzeImage(makeDicom(), undefined, []);
    expect(report.findings).toEqual([]);
    expect(report.notes.join(' ')).toMatch(/No image model is configured/);
    expect(report.trustScore).toBe(0);
  });

  it('keeps the findings a majority reports, and abstains when the models disagree', () => {
    const agreed = agreeOnFindings([
      { model: 'a', findings: ['Right pneumothorax'] },
      { model: 'b', findings: ['right-sided pneumothorax'] },
      { model: 'c', findings: ['rib fracture'] },
    ]);
    expect(agreed.findings.map((finding) => finding.finding)).toEqual(['Right pneumothorax']);
    expect(
      agreeOnFindings([
        { model: 'a', findings: [] },
        { model: 'b', findings: [] },
      ]).consensus,
    ).toBe(1);
    expect(
      agreeOnFindings([
        { model: 'a', findings: ['cardiomegaly'] },
        { model: 'b', findings: ['lung nodule'] },
      ]).consensus,
    ).toBe(0);
  });

  it('leads with urgent advice when any model reads a red flag, and ignores negations', async () => {
    const report = await analyzeImage(makeDicom(), 'cough', [
      scripted('a', ['Large left pneumothorax']),
      scripted('b', []),
    ]);
    expect(report.abstained).toBe(true);
    expect(report.findings).toEqual([]);
    expect(report.urgentCare).toMatch(/^This may be an emergency\. An image model described pneumothorax/);
    expect(imagingRedFlags(['No pneumothorax or free air.', 'no evidence of aortic dissection'])).toEqual([]);
    expect(imagingRedFlags(['Subdural haematoma with midline shift']).map((flag) => flag.id)).toEqual([
      'imaging-intracranial-haemorrhage',
      'imaging-midline-shift',
    ]);
  });

  it('parses a model reply wrapped in prose and refuses a malformed one', () => {
    expect(parseVisionReply('m', 'Sure: {"findings":["effusion"],"impression":"x"}')).toEqual({
      model: 'm',
      findings: ['effusion'],
      impression: 'x',
    });
    expect(() => parseVisionReply('m', 'no json here')).toThrow();
    expect(() => parseVisionReply('m', '{"findings":"effusion"}')).toThrow();
  });
});
