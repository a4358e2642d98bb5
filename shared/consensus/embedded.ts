import {
  A1C_GUIDELINE,
  A1C_LABELS,
  a1cReadings,
  BLOOD_PRESSURE_GUIDELINE,
  BLOOD_PRESSURE_LABELS,
  bloodPressureReadings,
  classifyA1c,
  classifyBloodPressure,
} from '../clinical/guidelines.ts';
import { detectRedFlags } from '../clinical/red-flags.ts';
import { analyze } from '../knowledge/analysis/index.ts';
import { askedQuestionType, type QuestionType } from '../knowledge/analysis/question-type.ts';
import { retrievalType, understandQuestion } from '../knowledge/analysis/understand.ts';
import type { KnowledgeIndex } from '../knowledge/index/search.ts';
import { sentences } from './agreement.ts';
import type { AnswerModel, ModelAnswer, ModelRequest, Passage } from './models.ts';
import { redFlagsOf } from './safety.ts';

/**
 * The embedded default: three answerers that need no network, each choosing its own evidence
 * among the retrieved passages by a different method and answering only with sentences of that
 * evidence (or with a guideline category computed from the question's own numbers). When they
 * land on the same evidence the consensus is real; when the evidence is ambiguous they diverge.
 */

/**
 * A word the question asked about, with the index terms that stand for it (synonyms, typo repairs)
 * and its inverse document frequency in the whole knowledge base: rare words say what a question
 * is about, common ones how it is asked.
 */
interface Concept {
  term: string;
  alternatives: Set<string>;
  idf: number;
}

/**
 * Words that judge rather than name ("is coffee good for you?", "is it bad to…"): they are
 * not what a question is about, so no answerer matches a passage by them ("Good syndrome", "Bad
 * breath").
 */
const JUDGING = new Set(analyze('good bad best better worse worst safe unsafe healthy unhealthy'));

const conceptsOf = (index: KnowledgeIndex, question: string): Concept[] => {
  const typed = [...new Set(analyze(question))].slice(0, 32);
  const concepts = typed.map((term) => ({ term, alternatives: new Set([term]), df: 0 }));
  for (const { id, typed: mask } of index.queryTerms(question).terms) {
    const word = index.data.vocabulary[id];
    if (word === undefined || word.includes(' ')) continue;
    concepts.forEach((concept, position) => {
      if (!(mask & (1 << position))) return;
      concept.alternatives.add(word);
      const df = index.documentFrequency(id);
      concept.df = concept.df === 0 ? df : Math.min(concept.df, df);
    });
  }
  const n = index.size;
  // Dropped last: the query's masks number the terms as the question gives them.
  return concepts
    .filter(({ term }) => !JUDGING.has(term))
    .map(({ term, alternatives, df }) => ({
      term,
      alternatives,
      idf: Math.log(1 + (n - df + 0.5) / (df + 0.5)),
    }));
};

/** Numbers are what the guideline answerer reads; as words for the lexical match they only dilute it. */
const wordConcepts = (concepts: readonly Concept[]): Concept[] =>
  concepts.filter((concept) => !/^\d/.test(concept.term));

const matches = (concept: Concept, terms: ReadonlySet<string>): boolean => {
  for (const alternative of concept.alternatives) if (terms.has(alternative)) return true;
  return false;
};

const share = (concepts: readonly Concept[], terms: ReadonlySet<string>): number =>
  concepts.length === 0 ? 0 : concepts.filter((concept) => matches(concept, terms)).length / concepts.length;

interface Sentence {
  passage: Passage;
  text: string;
  terms: Set<string>;
}

const sentencesOf = (passage: Passage): Sentence[] =>
  sentences(passage.text).map((text) => ({ passage, text, terms: new Set(analyze(text)) }));

/**
 * What an answer from a passage opens with, and its other sentences. A curated summary is written
 * whole; an imported one is the text cut at a length ("…stick to the walls of your…"), so such a
 * passage opens with its own whole sentences that fit in the summary instead (at least one), its
 * "Summary :" label dropped: an answer never quotes a cut sentence, nor a sentence twice.
 */
const opening = (passage: Passage): { lead: string[]; rest: string[] } => {
  const all = sentences(passage.text);
  if (!passage.snippet.endsWith('…'))
    return { lead: [passage.snippet], rest: all.filter((text) => !passage.snippet.includes(text)) };
  let fits = 0;
  for (let used = 0; fits < all.length; fits += 1) {
    used += (all[fits] ?? '').length + 1;
    if (fits > 0 && used > passage.snippet.length) break;
  }
  return {
    lead: all.slice(0, fits).map((text, i) => (i === 0 ? text.replace(/^summary\s*:\s*/i, '') : text)),
    rest: all.slice(fits),
  };
};

/** Puts the citation inside the sentence, before its closing punctuation. */
const cite = (text: string, id: string): string => {
  const match = /^(.*?)([.!?]+["”)]?)$/s.exec(text);
  return match ? `${match[1]} [${id}]${match[2]}` : `${text} [${id}]`;
};

const compose = (model: string, parts: ReadonlyArray<{ text: string; id: string }>): ModelAnswer => {
  const unique = parts.filter(
    (part, index) => parts.findIndex((other) => other.text === part.text) === index,
  );
  return {
    model,
    answer: unique.map((part) => cite(part.text, part.id)).join(' '),
    citations: [...new Set(unique.map((part) => part.id))],
  };
};

const decline = (model: string): ModelAnswer => ({
  model,
  answer: 'I cannot answer this from the sources available.',
  citations: [],
  abstained: true,
});

/** Below this share of the question's weight in its best sentence, the lexical answerer declines. */
const MIN_LEXICAL_COVERAGE = 0.34;

/**
 * Lexical retriever: weighs the question's words by how rare they are in the knowledge base, picks the passage whose best sentences cover most of that weight, and answers with
 * them in the passage's own order.
 */
export const lexicalAnswerer = (index: KnowledgeIndex, timeoutMs: number): AnswerModel => {
  const name = 'embedded:lexical';
  return {
    name,
    timeoutMs,
    answer: async (request: ModelRequest) => {
      const concepts = wordConcepts(conceptsOf(index, request.question));
      const all = request.passages.flatMap(sentencesOf);
      if (concepts.length === 0 || all.length === 0) return decline(name);
      const totalWeight = concepts.reduce((sum, concept) => sum + concept.idf, 0);
      const scoreOf = (terms: ReadonlySet<string>) =>
        concepts.reduce((sum, concept) => sum + (matches(concept, terms) ? concept.idf : 0), 0) / totalWeight;

      const ranked = request.passages
        .map((passage) => {
          const scored = all
            .filter((sentence) => sentence.passage === passage)
            .map((sentence) => ({ sentence, score: scoreOf(sentence.terms) }))
            .sort((a, b) => b.score - a.score);
          const title = scoreOf(new Set(analyze(`${passage.title} ${passage.focus ?? ''}`)));
          const score = (scored[0]?.score ?? 0) + 0.5 * (scored[1]?.score ?? 0) + 0.25 * title;
          return { passage, scored, score };
        })
        .sort((a, b) => b.score - a.score);
      const best = ranked[0];
      if (!best || (best.scored[0]?.score ?? 0) < MIN_LEXICAL_COVERAGE) return decline(name);

      const take = request.detailed ? 4 : 2;
      const picked = best.scored.filter((entry) => entry.score > 0).slice(0, take);
      const order = all.filter((sentence) => sentence.passage === best.passage);
      const chosen = order.filter((sentence) => picked.some((entry) => entry.sentence === sentence));
      const second = ranked[1]?.scored[0];
      if (request.detailed && second && second.score >= MIN_LEXICAL_COVERAGE) chosen.push(second.sentence);
      return compose(
        name,
        chosen.map((sentence) => ({ text: sentence.text, id: sentence.passage.id })),
      );
    },
  };
};

/** Words that mark the sentences answering each kind of question. */
const TYPE_CUES: Partial<Record<QuestionType, RegExp>> = {
  symptoms: /\b(symptoms?|signs?|feel|notice|warning)\b/i,
  treatment: /\b(treat\w*|medicines?|medications?|therap\w*|manag\w*|surgery|relie\w*|inhaler|drugs?)\b/i,
  causes: /\b(caus\w*|because|due to|triggers?|risk)\b/i,
  'exams and tests': /\b(tests?|diagnos\w*|measur\w*|levels?|range|results?|screen\w*)\b/i,
  prevention: /\b(prevent\w*|lower\w* (the |your )?risk|reduc\w*|avoid\w*|vaccin\w*)\b/i,
  outlook: /\b(outlook|prognos\w*|recover\w*|long[- ]term|most people)\b/i,
  complications: /\b(complications?|lead to|damage|raises? the risk)\b/i,
  susceptibility: /\b(risk|more likely|people (who|with|over))\b/i,
  considerations: /\b(should|eat|diet|avoid|limit|daily|every day)\b/i,
};

/** Below this share of its subject named in the question, the focus matcher declines. */
const MIN_FOCUS_COVERAGE = 0.5;

/**
 * Focus and question-type matcher: finds the passage whose subject (its focus, or its title) the
 * question names, preferring passages of the kind the question asks for (symptoms, treatment,
 * tests...), and answers with the passage's summary and its sentences of that kind.
 */
export const focusAnswerer = (index: KnowledgeIndex, timeoutMs: number): AnswerModel => {
  const name = 'embedded:focus';
  return {
    name,
    timeoutMs,
    answer: async (request: ModelRequest) => {
      const concepts = conceptsOf(index, request.question);
      // The type the message as a whole asks (its sub-questions vote), as retrieval reads it.
      const asked = retrievalType(understandQuestion(request.question).type);
      const conceptTerms = new Set(concepts.flatMap((concept) => [...concept.alternatives]));
      const ranked = request.passages
        .map((passage) => {
          const subject = analyze(passage.focus ?? passage.title);
          const focus =
            subject.length === 0
              ? 0
              : subject.filter((term) => conceptTerms.has(term)).length / subject.length;
          const described = new Set(
            analyze(`${passage.title} ${passage.topics.join(' ')} ${passage.snippet}`),
          );
          const type =
            asked === undefined || passage.questionType === 'information'
              ? 0.5
              : passage.questionType === asked
                ? 1
                : 0;
          return { passage, focus, score: 2 * focus + share(concepts, described) + type };
        })
        .sort((a, b) => b.score - a.score);
      const best = ranked[0];
      if (!best || best.focus < MIN_FOCUS_COVERAGE) return decline(name);

      const cue = asked ? TYPE_CUES[asked] : undefined;
      const { lead, rest } = opening(best.passage);
      const wanted = cue ? rest.filter((text) => cue.test(text)) : rest;
      // An overview asked a specific thing ("what causes migraines?") answers with its sentences
      // of that kind first (the summary, which describes the subject, only when asked for detail).
      const parts =
        cue && wanted.length > 0 && best.passage.questionType !== asked
          ? request.detailed
            ? [...wanted.slice(0, 3), ...lead]
            : wanted.slice(0, 2)
          : [...lead, ...(wanted.length > 0 ? wanted : rest).slice(0, request.detailed ? 3 : 1)];
      return compose(
        name,
        parts.map((text) => ({ text, id: best.passage.id })),
      );
    },
  };
};

/** The knowledge entries that back each red flag and reading category, in order of preference. */
const RED_FLAG_EVIDENCE: Record<string, readonly string[]> = {
  'suicidal-thoughts': ['urgent-suicidal-thoughts'],
  'chest-pain': ['urgent-heart-attack', 'urgent-chest-pain'],
  'child-chest-pain': ['urgent-chest-pain'],
  'aortic-dissection': ['urgent-chest-pain'],
  'pulmonary-embolism': ['urgent-shortness-of-breath', 'condition-venous-thromboembolism'],
  'stroke-signs': ['urgent-stroke'],
  anaphylaxis: ['urgent-anaphylaxis'],
  'severe-breathing': ['urgent-shortness-of-breath'],
  stridor: ['urgent-shortness-of-breath'],
  'severe-asthma': ['urgent-shortness-of-breath', 'condition-asthma'],
  breathlessness: ['urgent-shortness-of-breath'],
  'severe-bleeding': ['urgent-severe-bleeding', 'urgent-gi-bleeding'],
  'rectal-bleeding': ['urgent-gi-bleeding'],
  'overdose-poisoning': ['urgent-poisoning'],
  'heat-stroke': ['urgent-heat-illness'],
  'unresponsive-or-seizure': ['urgent-when-to-call-911'],
  'status-epilepticus': ['urgent-when-to-call-911'],
  'hard-to-wake': ['urgent-fever-in-infants', 'urgent-when-to-call-911'],
  'unwell-child': ['urgent-fever-in-infants'],
  'acute-confusion': ['urgent-when-to-call-911'],
  'head-injury': ['urgent-head-injury'],
  'thunderclap-headache': ['urgent-sudden-severe-headache', 'urgent-meningitis'],
  meningitis: ['urgent-meningitis'],
  sepsis: ['urgent-sepsis'],
  'pregnancy-warning': ['urgent-pregnancy-warning-signs'],
  'ectopic-pregnancy': ['urgent-pregnancy-warning-signs'],
  'pre-eclampsia': ['urgent-pregnancy-warning-signs'],
  'reduced-fetal-movement': ['urgent-pregnancy-warning-signs'],
  'infant-fever': ['urgent-fever-in-infants'],
  'infant-high-fever': ['urgent-fever-in-infants'],
  'severe-dehydration': ['urgent-dehydration'],
  'exertional-fainting': ['urgent-fainting'],
  'sudden-vision-loss': ['urgent-sudden-vision-loss'],
  'cauda-equina': ['urgent-cauda-equina'],
  peritonitis: ['urgent-abdominal-pain'],
  'bowel-obstruction': ['urgent-abdominal-pain'],
  appendicitis: ['urgent-abdominal-pain'],
  'severe-abdominal-pain': ['urgent-abdominal-pain'],
  'dka-hhs': ['condition-hyperglycemia-dka'],
  'diabetes-vomiting': ['condition-hyperglycemia-dka'],
  'hypertensive-crisis': ['urgent-hypertensive-crisis'],
  'hypertensive-emergency': ['urgent-hypertensive-crisis'],
  'severe-hypoglycemia': ['condition-hypoglycemia'],
  'glucose-unit-unclear': ['condition-hypoglycemia', 'condition-hyperglycemia-dka'],
};
const BLOOD_PRESSURE_EVIDENCE = ['condition-hypertension', 'urgent-hypertensive-crisis'];
const A1C_EVIDENCE = ['lab-hba1c', 'condition-prediabetes'];

/**
 * The knowledge entries the guideline rules will want to cite for this question, so that retrieval
 * can add them to the passages every model sees.
 */
export const guidelineEvidenceIds = (text: string): string[] => [
  ...new Set([
    ...detectRedFlags(text).flatMap((flag) => RED_FLAG_EVIDENCE[flag.id] ?? []),
    ...(bloodPressureReadings(text).length > 0 ? BLOOD_PRESSURE_EVIDENCE : []),
    ...(a1cReadings(text).length > 0 ? A1C_EVIDENCE : []),
  ]),
];

const URGENT_ACTION = /\b(911|988|emergency|right away|immediately|do not drive|at once)\b/i;
const RECOMMENDATION = /\b(recommend\w*|should|at least|guidelines?|targets?|aim|limit|advis\w*|goal)\b/i;

/**
 * Guideline rules: red flags in the question bring the emergency guidance of their entries; blood
 * pressure and HbA1c values in the question are placed in their guideline category; otherwise the
 * most reliable passage on the question's topic gives its summary and recommendations.
 */
export const guidelineAnswerer = (index: KnowledgeIndex, timeoutMs: number): AnswerModel => {
  const name = 'embedded:guidelines';
  return {
    name,
    timeoutMs,
    answer: async (request: ModelRequest) => {
      const text = `${request.question} ${request.context ?? ''}`;
      const byId = new Map(request.passages.map((passage) => [passage.id, passage]));
      const evidence = (ids: readonly string[]) =>
        ids.map((id) => byId.get(id)).find((passage) => passage !== undefined);
      const parts: Array<{ text: string; id: string }> = [];

      for (const flag of redFlagsOf(request.question, request.context)) {
        const passage = evidence(RED_FLAG_EVIDENCE[flag.id] ?? []);
        if (!passage) continue;
        const all = sentences(passage.text);
        const actions = all.filter((sentence) => URGENT_ACTION.test(sentence));
        for (const sentence of [all[0], ...actions.slice(0, request.detailed ? 3 : 1)]) {
          if (sentence) parts.push({ text: sentence, id: passage.id });
        }
      }
      for (const { systolic, diastolic } of bloodPressureReadings(text)) {
        const category = classifyBloodPressure(systolic, diastolic);
        const passage = evidence(
          category === 'crisis' ? [...BLOOD_PRESSURE_EVIDENCE].reverse() : BLOOD_PRESSURE_EVIDENCE,
        );
        if (!passage) continue;
        parts.push({
          text: `A reading of ${systolic}/${diastolic} mm Hg is ${BLOOD_PRESSURE_LABELS[category]} under the ${BLOOD_PRESSURE_GUIDELINE}.`,
          id: passage.id,
        });
      }
      for (const { percent } of a1cReadings(text)) {
        const passage = evidence(A1C_EVIDENCE);
        if (!passage) continue;
        parts.push({
          text: `An HbA1c of ${percent}% is ${A1C_LABELS[classifyA1c(percent)]} under the ${A1C_GUIDELINE}.`,
          id: passage.id,
        });
      }
      if (parts.length > 0) return compose(name, parts);

      const concepts = conceptsOf(index, request.question);
      const asked = askedQuestionType(request.question);
      const best = request.passages
        .map((passage) => {
          const topical = share(
            concepts,
            new Set(analyze(`${passage.title} ${passage.focus ?? ''} ${passage.topics.join(' ')}`)),
          );
          const type = asked !== undefined && passage.questionType === asked ? 0.25 : 0;
          return { passage, topical, score: passage.trustScore + topical + type };
        })
        .filter((candidate) => candidate.passage.trustScore >= 0.85 && candidate.topical >= 0.34)
        .sort((a, b) => b.score - a.score)[0];
      if (!best) return decline(name);
      const { lead, rest } = opening(best.passage);
      const recommendations = rest.filter(
        (sentence) => RECOMMENDATION.test(sentence) && share(concepts, new Set(analyze(sentence))) > 0,
      );
      return compose(
        name,
        [...lead, ...recommendations.slice(0, request.detailed ? 3 : 1)].map((sentence) => ({
          text: sentence,
          id: best.passage.id,
        })),
      );
    },
  };
};

/** The embedded default panel. */
export const embeddedModels = (index: KnowledgeIndex, timeoutMs: number): AnswerModel[] => [
  lexicalAnswerer(index, timeoutMs),
  focusAnswerer(index, timeoutMs),
  guidelineAnswerer(index, timeoutMs),
];
