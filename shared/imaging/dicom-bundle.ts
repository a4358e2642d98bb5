/**
 * dicom-parser, bundled on its own at bundle time (DICOM_PARSER_FILE) and required on the first
 * DICOM read (dicom.ts): only the imaging route reads DICOM, and the symptom checker shares its function.
 */
export { default as dicomParser } from 'dicom-parser';
