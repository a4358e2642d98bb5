import { CodeTable, loadDataset } from '../../shared/clinical/coding/codes.ts';
import { createEngine, suggestCodes } from '../../shared/clinical/coding/index.ts';
import { Matcher, type PhraseSource } from '../../shared/clinical/coding/matcher.ts';
import { protocolsBenchmark } from './clinical-protocols.ts';
import { ms, summarize, table, timeIt } from './stats.ts';

/**
 * Short clinical sentences written for this benchmark (not taken from any published test set),
 * each with the billable code(s) a coder would assign for the findings it asserts; [] when it
 * asserts none (negated, historical, family, uncertain).
 */
const SENTENCES: Array<[string, string[]]> = [
  ['Patient with essential hypertension, well controlled.', ['I10']],
  ['Type 2 diabetes mellitus without complications.', ['E11.9']],
  ['T2DM with diabetic peripheral neuropathy.', ['E11.42']],
  ['Type 2 diabetic with hyperglycemia, A1c 9.2.', ['E11.65']],
  ['Type 1 diabetes with ketoacidosis without coma.', ['E10.10']],
  ['COPD with acute exacerbation.', ['J44.1']],
  ['Chronic obstructive pulmonary disease.', ['J44.9']],
  ['Acute on chronic diastolic congestive heart failure.', ['I50.33']],
  ['Chronic systolic heart failure.', ['I50.22']],
  ['New onset atrial fibrillation.', ['I48.91']],
  ['Paroxysmal atrial fibrillation.', ['I48.0']],
  ['Acute cystitis without hematuria.', ['N30.00']],
  ['Urinary tract infection.', ['N39.0']],
  ['Chronic kidney disease stage 4.', ['N18.4']],
  ['CKD stage 3b.', ['N18.32']],
  ['Acute kidney injury.', ['N17.9']],
  ['Major depressive disorder, single episode, moderate.', ['F32.1']],
  ['Generalized anxiety disorder.', ['F41.1']],
  ['Migraine without aura, not intractable.', ['G43.009']],
  ['Obstructive sleep apnea.', ['G47.33']],
  ['Gastroesophageal reflux disease without esophagitis.', ['K21.9']],
  ['Hypothyroidism.', ['E03.9']],
  ['Mixed hyperlipidemia.', ['E78.2']],
  ['Pure hypercholesterolemia.', ['E78.00']],
  ['Iron deficiency anemia.', ['D50.9']],
  ['Community acquired pneumonia, organism unspecified.', ['J18.9']],
  ['Acute bronchitis.', ['J20.9']],
  ['Acute pharyngitis.', ['J02.9']],
  ['Low back pain.', ['M54.50']],
  ['Primary osteoarthritis of the right knee.', ['M17.11']],
  ['Closed fracture of the left femoral neck, initial encounter.', ['S72.002A']],
  ['Cellulitis of the left lower limb.', ['L03.116']],
  ['Morbid obesity.', ['E66.01']],
  ['Benign prostatic hyperplasia without lower urinary tract symptoms.', ['N40.0']],
  ['Malignant neoplasm of the upper-outer quadrant of the right female breast.', ['C50.411']],
  ['Alzheimer disease with late onset.', ['G30.1']],
  ['Hypertension and type 2 diabetes.', ['I10', 'E11.9']],
  ['Asthma, mild intermittent, uncomplicated.', ['J45.20']],
  ['Vitamin D deficiency.', ['E55.9']],
  ['Chest pain, unspecified.', ['R07.9']],
  ['Denies chest pain or shortness of breath.', []],
  ['History of myocardial infarction.', []],
  ['Mother had breast cancer.', []],
  ['Rule out pneumonia.', []],
  ['No evidence of deep vein thrombosis.', []],
];

/** A ten-line note of the kind the endpoint gets, for timing. */
const NOTE = `Chief complaint: shortness of breath.
HPI: 72 year old man with COPD, HTN, DM2 and CKD stage 3a presents with 3 days of worsening dyspnea and productive cough.
Denies chest pain. No fever. History of MI in 2015, s/p PCI.
Family history: mother had breast cancer.
Assessment and plan:
1. COPD exacerbation: nebulizers, prednisone.
2. Acute on chronic diastolic heart failure: diuresis.
3. Type 2 diabetes with diabetic chronic kidney disease, CKD stage 3a.
4. Essential hypertension.
5. Rule out pneumonia: chest x-ray.`;

/** FNV-1a: a stable hash, so the held-out phrasings are the same on every run and machine. */
const fnv = (text: string): number => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
};

/** Index entries whose words are the trigger they code ("History, personal"), not a finding. */
const TRIGGER_ENTRY = /^(History|Family|Status|Observation|Suspected|Absence|Rule out)\b/i;

interface Score {
  n: number;
  at1: number;
  at5: number;
  category: number;
}

const pct = (x: number, n: number): string => `${((100 * x) / Math.max(1, n)).toFixed(1)} %`;

export const clinicalBenchmark = async (): Promise<void> => {
  // CPU time as well as wall time: on a shared machine the wall clock mostly measures the others.
  const cpuMs = (since: NodeJS.CpuUsage) => {
    const used = process.cpuUsage(since);
    return (used.user + used.system) / 1000;
  };
  const coldStart = performance.now();
  const loadCpu = process.cpuUsage();
  const dataset = loadDataset();
  const fullTable = new CodeTable(dataset);
  const loadMs = performance.now() - coldStart;
  const loadCpuMs = cpuMs(loadCpu);
  const buildStart = performance.now();
  const buildCpu = process.cpuUsage();
  const full = createEngine(fullTable);
  const buildMs = performance.now() - buildStart;
  const buildCpuMs = cpuMs(buildCpu);

  // Held-out phrasings: one in 8 inclusion terms and one in 25 index entries, chosen by hash,
  // whose code is billable as it stands. They are left out of the matcher they are asked of.
  const heldOut: Array<{ code: string; text: string; source: PhraseSource }> = [];
  const isHeldOut = (_code: string, text: string, source: PhraseSource): boolean => {
    if (source === 'inclusion') return fnv(text) % 8 === 0;
    if (source === 'index') return fnv(text) % 25 === 0;
    return false;
  };
  for (const [code, text, kind] of dataset.terms) {
    if (!isHeldOut(code, text, kind)) continue;
    if (!fullTable.resolve(code)?.billable) continue;
    if (kind === 'index' && TRIGGER_ENTRY.test(text)) continue;
    heldOut.push({ code, text, source: kind });
  }
  const heldOutEngine = createEngine(fullTable, new Matcher(fullTable, isHeldOut));

  const score = (cases: Array<{ text: string; codes: string[] }>, engine: typeof full): Score => {
    const s: Score = { n: 0, at1: 0, at5: 0, category: 0 };
    for (const { text, codes } of cases) {
      const result = suggestCodes(text, { alternatives: 4 }, engine);
      const ranked = [
        ...result.suggestions.map((x) => x.code),
        ...result.suggestions.flatMap((x) => x.alternatives.map((a) => a.code)),
      ];
      if (codes.length === 0) {
        s.n += 1;
        const none = result.suggestions.length === 0;
        s.at1 += none ? 1 : 0;
        s.at5 += none ? 1 : 0;
        s.category += none ? 1 : 0;
        continue;
      }
      for (const code of codes) {
        s.n += 1;
        const mine = codes.length > 1 ? result.suggestions.map((x) => x.code) : ranked.slice(0, 1);
        s.at1 += mine.includes(code) ? 1 : 0;
        s.at5 += ranked.slice(0, 5 * codes.length).includes(code) ? 1 : 0;
        s.category += mine.some((c) => c.slice(0, 3) === code.slice(0, 3)) ? 1 : 0;
      }
    }
    return s;
  };

  const phraseCases = (source: PhraseSource) =>
    heldOut
      .filter((h) => h.source === source)
      .map((h) => ({ text: h.text.replaceAll(' › ', ' '), codes: [h.code] }));
  const inclusion = score(phraseCases('inclusion'), heldOutEngine);
  const index = score(phraseCases('index'), heldOutEngine);
  const sentences = score(
    SENTENCES.map(([text, codes]) => ({ text, codes })),
    full,
  );
  const negative = SENTENCES.filter(([, codes]) => codes.length === 0).length;
  const row = (name: string, s: Score): [string, string] => [
    `${name} (n=${s.n}): exact @1 / @5 / category @1`,
    `${pct(s.at1, s.n)} / ${pct(s.at5, s.n)} / ${pct(s.category, s.n)}`,
  ];

  const noteTimes = summarize(await timeIt(300, () => suggestCodes(NOTE, {}, full)));
  const sentenceTimes = summarize(await timeIt(300, () => suggestCodes(SENTENCES[7]?.[0] ?? '', {}, full)));
  table('Clinical coding (ICD-10-CM)', [
    [
      'code set',
      `${dataset.codes.length} codes, ${full.matcher.phrases.length} phrases (${dataset.sources.codes})`,
    ],
    ['cold start: load table / build phrase index (wall)', `${ms(loadMs)} / ${ms(buildMs)}`],
    ['cold start: load table / build phrase index (CPU)', `${ms(loadCpuMs)} / ${ms(buildCpuMs)}`],
    row('held-out tabular inclusion terms', inclusion),
    row('held-out alphabetic index entries', index),
    row(`clinical sentences written for the bench (${negative} assert nothing)`, sentences),
    ['ten-line note, p50 / p99', `${ms(noteTimes.p50)} / ${ms(noteTimes.p99)}`],
    ['one sentence, p50 / p99', `${ms(sentenceTimes.p50)} / ${ms(sentenceTimes.p99)}`],
  ]);
  if (process.env.BENCH_VERBOSE) {
    for (const [text, codes] of SENTENCES) {
      const got = suggestCodes(text, {}, full).suggestions.map((s) => s.code);
      if (got.join() !== codes.join()) process.stdout.write(`  miss: ${text} expected ${codes} got ${got}\n`);
    }
  }
  await protocolsBenchmark();
};
