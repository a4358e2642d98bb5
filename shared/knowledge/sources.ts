/**
 * The collections the knowledge base ships with, as `/api/v1/sources` lists them: what each is,
 * who made it and under which licence. MedQuAD is CC BY 4.0, which asks that the collection and its
 * authors be named wherever its content is served. Static on purpose: this module carries no
 * corpus text, so the small system function can serve it.
 */
export const MEDQUAD_CITATION =
  'MedQuAD, Ben Abacha A, Demner-Fushman D. A question-entailment approach to question answering. BMC Bioinformatics 2019;20:511. CC BY 4.0';

export interface KnowledgeSource {
  id: string;
  name: string;
  description: string;
  authors?: string[];
  citation?: string;
  url: string;
  license: string;
  licenseUrl?: string;
  /** The sites the text comes from, as each result's `source` names them. */
  publishers: string[];
}

export const KNOWLEDGE_SOURCES: readonly KnowledgeSource[] = [
  {
    id: 'medquad',
    name: 'MedQuAD (Medical Question Answering Dataset), collections 1-9',
    description:
      'About 16,400 question-answer pairs from nine NIH websites, built in by default. Each result from it names its NIH site followed by "via MedQuAD (CC BY 4.0)" and carries this citation in `attribution`. Kept: ids, focus, synonyms, semantic types, question types, questions and answers, without markup.',
    authors: ['Asma Ben Abacha', 'Dina Demner-Fushman'],
    citation: MEDQUAD_CITATION,
    url: 'https://github.com/abachaa/MedQuAD',
    license: 'CC BY 4.0',
    licenseUrl: 'https://creativecommons.org/licenses/by/4.0/',
    publishers: [
      'National Cancer Institute (cancer.gov)',
      'NIH Genetic and Rare Diseases Information Center',
      'NIH Genetics Home Reference (MedlinePlus Genetics)',
      'MedlinePlus (NLM)',
      'National Institute of Diabetes and Digestive and Kidney Diseases',
      'National Institute of Neurological Disorders and Stroke',
      'NIHSeniorHealth (NIA and NLM)',
      'National Heart, Lung, and Blood Institute',
      'Centers for Disease Control and Prevention',
    ],
  },
  {
    id: 'medicines',
    name: 'Medicine summaries from FDA labels',
    description:
      'Our plain-language summaries, section by section (uses, how to take, side effects, who should not take it, pregnancy, alcohol and food, interactions), of the FDA labels of the most prescribed US medicines; each cites its label on DailyMed and the date it was last reviewed.',
    url: 'https://dailymed.nlm.nih.gov/dailymed/',
    license: 'Our own text; FDA labels are US government works in the public domain',
    publishers: ['U.S. Food and Drug Administration (FDA), via DailyMed (NLM)'],
  },
  {
    id: 'curated',
    name: 'Curated health summaries',
    description:
      'Our own summaries of one public page each from government health agencies and guideline bodies, each cited by URL with the date it was last reviewed.',
    url: 'https://medlineplus.gov/',
    license: 'Our own text; each entry cites its source page',
    publishers: ['CDC', 'NIH institutes', 'MedlinePlus (NLM)', 'FDA', 'USPSTF', 'WHO', 'ADA', 'AHA'],
  },
];
