import { ValidationError } from '../../shared/errors.ts';
import { analyzeImage, IMAGING_DISCLAIMER, ImageFormatError } from '../../shared/imaging/analyze.ts';
import { visionModels } from '../../shared/imaging/vision.ts';

export interface ImagingRequest {
  image: string;
  clinicalContext?: string;
}

/**
 * POST /api/v1/diagnostics/imaging: the JSON-body path. Nothing is stored: the de-identified copy
 * is dropped with the request; pixels and identifying tags are never logged.
 */
export const analyzeImaging = async (body: ImagingRequest, now = new Date()) => {
  const bytes = Buffer.from(body.image.replace(/\s+/g, ''), 'base64');
  try {
    const { deidentified: _dropped, ...report } = await analyzeImage(
      new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      body.clinicalContext || undefined,
      visionModels(process.env),
    );
    // Urgent advice, when there is any, leads the response.
    const { urgentCare, ...rest } = report;
    return {
      ...(urgentCare ? { urgentCare } : {}),
      ...rest,
      disclaimer: IMAGING_DISCLAIMER,
      timestamp: now.toISOString(),
    };
  } catch (error) {
    if (error instanceof ImageFormatError)
      throw new ValidationError('The image cannot be read', [{ path: 'body.image', message: error.message }]);
    throw error;
  }
};
