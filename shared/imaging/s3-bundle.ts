/**
 * The S3 client and presigner, bundled on their own at bundle time (S3_CLIENT_FILE) and required on
 * the first imaging upload or read on AWS (storage.ts): the diagnostics function's symptom checker
 * never touches S3, and the client was the largest part of that bundle.
 */
export {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
export { getSignedUrl } from '@aws-sdk/s3-request-presigner';
export { NodeHttpHandler } from '@smithy/node-http-handler';
