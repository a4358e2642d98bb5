import type { GuidelineRef } from './types.ts';

/** The guidelines and score papers the protocols cite, each with its year and DOI (or home page). */
export const SOURCES = {
  hypertension2017: {
    title:
      'Whelton PK et al. 2017 ACC/AHA/AAPA/ABC/ACPM/AGS/APhA/ASH/ASPC/NMA/PCNA Guideline for the Prevention, Detection, Evaluation, and Management of High Blood Pressure in Adults. Hypertension 2018;71:e13–e115',
    year: 2017,
    url: 'https://doi.org/10.1161/HYP.0000000000000065',
  },
  riskAssessment2013: {
    title:
      'Goff DC Jr et al. 2013 ACC/AHA Guideline on the Assessment of Cardiovascular Risk (Pooled Cohort Equations). Circulation 2014;129(suppl 2):S49–S73',
    year: 2013,
    url: 'https://doi.org/10.1161/01.cir.0000437741.48606.98',
  },
  cholesterol2018: {
    title:
      'Grundy SM et al. 2018 AHA/ACC/AACVPR/AAPA/ABC/ACPM/ADA/AGS/APhA/ASPC/NLA/PCNA Guideline on the Management of Blood Cholesterol. Circulation 2019;139:e1082–e1143',
    year: 2018,
    url: 'https://doi.org/10.1161/CIR.0000000000000625',
  },
  ada2025Glycemic: {
    title:
      'American Diabetes Association Professional Practice Committee. 9. Pharmacologic Approaches to Glycemic Treatment: Standards of Care in Diabetes—2025. Diabetes Care 2025;48(Suppl 1):S181–S206',
    year: 2025,
    url: 'https://doi.org/10.2337/dc25-S009',
  },
  ada2025Goals: {
    title:
      'American Diabetes Association Professional Practice Committee. 6. Glycemic Goals and Hypoglycemia: Standards of Care in Diabetes—2025. Diabetes Care 2025;48(Suppl 1):S128–S145',
    year: 2025,
    url: 'https://doi.org/10.2337/dc25-S006',
  },
  ada2025Kidney: {
    title:
      'American Diabetes Association Professional Practice Committee. 11. Chronic Kidney Disease and Risk Management: Standards of Care in Diabetes—2025. Diabetes Care 2025;48(Suppl 1):S239–S251',
    year: 2025,
    url: 'https://doi.org/10.2337/dc25-S011',
  },
  ada2025Pregnancy: {
    title:
      'American Diabetes Association Professional Practice Committee. 15. Management of Diabetes in Pregnancy: Standards of Care in Diabetes—2025. Diabetes Care 2025;48(Suppl 1):S306–S320',
    year: 2025,
    url: 'https://doi.org/10.2337/dc25-S015',
  },
  kdigo2024: {
    title:
      'KDIGO 2024 Clinical Practice Guideline for the Evaluation and Management of Chronic Kidney Disease. Kidney Int 2024;105(4S):S117–S314',
    year: 2024,
    url: 'https://doi.org/10.1016/j.kint.2023.10.018',
  },
  ckdEpi2021: {
    title:
      'Inker LA et al. New Creatinine- and Cystatin C-Based Equations to Estimate GFR without Race (CKD-EPI 2021). N Engl J Med 2021;385:1737–1749',
    year: 2021,
    url: 'https://doi.org/10.1056/NEJMoa2102953',
  },
  af2023: {
    title:
      'Joglar JA et al. 2023 ACC/AHA/ACCP/HRS Guideline for the Diagnosis and Management of Atrial Fibrillation. Circulation 2024;149:e1–e156',
    year: 2023,
    url: 'https://doi.org/10.1161/CIR.0000000000001193',
  },
  cha2ds2vasc: {
    title:
      'Lip GYH et al. Refining clinical risk stratification for predicting stroke and thromboembolism in atrial fibrillation using a novel risk factor-based approach: the Euro Heart Survey on Atrial Fibrillation (CHA2DS2-VASc). Chest 2010;137:263–272',
    year: 2010,
    url: 'https://doi.org/10.1378/chest.09-1584',
  },
  hasBled: {
    title:
      'Pisters R et al. A novel user-friendly score (HAS-BLED) to assess 1-year risk of major bleeding in patients with atrial fibrillation: the Euro Heart Survey. Chest 2010;138:1093–1100',
    year: 2010,
    url: 'https://doi.org/10.1378/chest.10-0134',
  },
  curb65: {
    title:
      'Lim WS et al. Defining community acquired pneumonia severity on presentation to hospital: an international derivation and validation study (CURB-65). Thorax 2003;58:377–382',
    year: 2003,
    url: 'https://doi.org/10.1136/thorax.58.5.377',
  },
  cap2019: {
    title:
      'Metlay JP et al. Diagnosis and Treatment of Adults with Community-acquired Pneumonia: An Official Clinical Practice Guideline of the ATS and IDSA. Am J Respir Crit Care Med 2019;200:e45–e67',
    year: 2019,
    url: 'https://doi.org/10.1164/rccm.201908-1581ST',
  },
  wellsPe: {
    title:
      'Wells PS et al. Derivation of a simple clinical model to categorize patients probability of pulmonary embolism: increasing the models utility with the SimpliRED D-dimer. Thromb Haemost 2000;83:416–420',
    year: 2000,
    url: 'https://doi.org/10.1055/s-0037-1613830',
  },
  wellsDvt: {
    title:
      'Wells PS et al. Evaluation of D-dimer in the diagnosis of suspected deep-vein thrombosis. N Engl J Med 2003;349:1227–1235',
    year: 2003,
    url: 'https://doi.org/10.1056/NEJMoa023153',
  },
  perc: {
    title:
      'Kline JA et al. Clinical criteria to prevent unnecessary diagnostic testing in emergency department patients with suspected pulmonary embolism (PERC). J Thromb Haemost 2004;2:1247–1255',
    year: 2004,
    url: 'https://doi.org/10.1111/j.1538-7836.2004.00790.x',
  },
  acpPe2015: {
    title:
      'Raja AS et al. Evaluation of Patients With Suspected Acute Pulmonary Embolism: Best Practice Advice From the Clinical Guidelines Committee of the American College of Physicians. Ann Intern Med 2015;163:701–711',
    year: 2015,
    url: 'https://doi.org/10.7326/M14-1772',
  },
  niceVte2020: {
    title:
      'NICE guideline NG158. Venous thromboembolic diseases: diagnosis, management and thrombophilia testing (2020, updated 2023)',
    year: 2020,
    url: 'https://www.nice.org.uk/guidance/ng158',
  },
  gina2024: {
    title: 'Global Initiative for Asthma. Global Strategy for Asthma Management and Prevention, 2024 update',
    year: 2024,
    url: 'https://ginasthma.org/2024-report/',
  },
} as const satisfies Record<string, GuidelineRef>;

export const PROTOCOL_DISCLAIMER =
  'Informational decision support for clinicians, not a substitute for clinical judgment. Each step cites its guideline, year and grading; check the current guideline, the product labels and the whole patient before acting.';
