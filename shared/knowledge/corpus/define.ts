import { leadingSentences } from '../../text/sentences.ts';
import type { QuestionType } from '../analysis/question-type.ts';
import type { KnowledgeEntry, ReliabilityGrade } from '../entry.ts';

/** Organizations we cite, by short name. */
export const SOURCES = {
  ADA: 'American Diabetes Association (Standards of Care)',
  AHA: 'American Heart Association',
  CDC: 'Centers for Disease Control and Prevention (CDC)',
  FDA: 'U.S. Food and Drug Administration (FDA)',
  MEDLINEPLUS: 'MedlinePlus, National Library of Medicine (NLM)',
  NCI: 'National Cancer Institute (NCI)',
  NCCIH: 'National Center for Complementary and Integrative Health (NCCIH)',
  NEI: 'National Eye Institute (NEI)',
  NHLBI: 'National Heart, Lung, and Blood Institute (NHLBI)',
  NIA: 'National Institute on Aging (NIA)',
  NIAAA: 'National Institute on Alcohol Abuse and Alcoholism (NIAAA)',
  NIAMS: 'National Institute of Arthritis and Musculoskeletal and Skin Diseases (NIAMS)',
  NIDA: 'National Institute on Drug Abuse (NIDA)',
  NIDDK: 'National Institute of Diabetes and Digestive and Kidney Diseases (NIDDK)',
  NIMH: 'National Institute of Mental Health (NIMH)',
  NINDS: 'National Institute of Neurological Disorders and Stroke (NINDS)',
  ODS: 'NIH Office of Dietary Supplements (ODS)',
  USPSTF: 'U.S. Preventive Services Task Force (USPSTF)',
  WHO: 'World Health Organization (WHO)',
  ODPHP: 'Office of Disease Prevention and Health Promotion (ODPHP)',
  SAMHSA: 'Substance Abuse and Mental Health Services Administration (SAMHSA)',
} as const;

export interface CuratedInput {
  id: string;
  title: string;
  focus: string;
  synonyms?: string[];
  topics: string[];
  questionType?: QuestionType;
  /** Our own words; the first sentence doubles as the snippet unless one is given. */
  paragraphs: string[];
  snippet?: string;
  source: keyof typeof SOURCES;
  url: string;
  reviewed?: string;
  reliability?: ReliabilityGrade;
}

/** The date the curated entries were last checked against their sources. */
const CURATED_REVIEW_DATE = '2026-11-22';

/** A derived snippet is the first paragraph's leading whole sentences, up to this many characters. */
export const SNIPPET_LENGTH = 280;

export const curated = (input: CuratedInput): KnowledgeEntry => ({
  id: input.id,
  title: input.title,
  body: [...input.paragraphs, `Source: ${SOURCES[input.source]}, ${input.url}`].join('\n\n'),
  snippet: input.snippet ?? leadingSentences(input.paragraphs[0] ?? input.title, SNIPPET_LENGTH),
  source: SOURCES[input.source],
  url: input.url,
  lastReviewed: input.reviewed ?? CURATED_REVIEW_DATE,
  topics: input.topics,
  reliability: input.reliability ?? 'A',
  questionType: input.questionType ?? 'information',
  focus: input.focus,
  synonyms: input.synonyms ?? [],
});
