/** What the coder rests on, each with the year it was published; returned with every answer. */
export const CODING_SOURCES = [
  {
    title: 'ICD-10-CM code set and alphabetic index, FY2025 (CDC National Center for Health Statistics)',
    url: 'https://www.cdc.gov/nchs/icd/icd-10-cm/files.html',
    year: 2024,
  },
  {
    title:
      'ICD-10-CM table of neoplasms and table of drugs and chemicals, April 1, 2026 (CDC National Center for Health Statistics)',
    url: 'https://www.cdc.gov/nchs/icd/icd-10-cm/files.html',
    year: 2026,
  },
  {
    title:
      'ICD-10-CM tabular list with its instructional notes, FY2021 (CDC National Center for Health Statistics)',
    url: 'https://www.cdc.gov/nchs/icd/icd-10-cm/files.html',
    year: 2020,
  },
  {
    title:
      'ICD-10-CM Official Guidelines for Coding and Reporting FY2025 (CDC/CMS): uncertain diagnoses are not coded in outpatient settings (Section IV.H)',
    url: 'https://www.cdc.gov/nchs/icd/icd-10-cm/files.html',
    year: 2024,
  },
  {
    title:
      'Chapman et al., A simple algorithm for identifying negated findings and diseases in discharge summaries (NegEx), J Biomed Inform',
    url: 'https://doi.org/10.1006/jbin.2001.1029',
    year: 2001,
  },
] as const;

export const CODING_DISCLAIMER =
  'Informational only: suggested codes are not a diagnosis or a coding decision. A certified coder or the treating clinician confirms each code against the full record and the ICD-10-CM Official Guidelines.';
