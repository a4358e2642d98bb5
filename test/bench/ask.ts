import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { signUp as createAccount } from '../../functions/accounts/service.ts';
import { consensusPanel } from '../../shared/consensus/config.ts';
import { embeddedModels } from '../../shared/consensus/embedded.ts';
import { answerQuestion, type ConsensusPanel, type Source } from '../../shared/consensus/engine.ts';
import { curatedEntries } from '../../shared/knowledge/corpus/index.ts';
import { readMedQuad } from '../../shared/knowledge/importers/medquad.ts';
import { buildIndex } from '../../shared/knowledge/index/build.ts';
import { KnowledgeIndex } from '../../shared/knowledge/index/search.ts';
import { PROJECT_ROOT } from '../../tools/local/api.ts';
import { startFakeBedrock } from '../support/fake-bedrock.ts';
import { startFakeOpenAi } from '../support/fake-openai.ts';
import { startTestApi, uniqueEmail } from '../support/local-api.ts';
import { CONSUMER_QUESTIONS } from './consumer-questions.ts';
import { ms, summarize, table, timeIt } from './stats.ts';

/** Questions the knowledge base has nothing on: any answer to them is a bad one. */
const OUT_OF_SCOPE = [
  'how do I replace the brake pads on my car',
  'what is the capital of australia',
  'how do I file my taxes online',
  'best way to learn javascript quickly',
  'how long should I boil an egg for a soft yolk',
  'who won the world cup in 2018',
  'how do I fix a leaking kitchen faucet',
  'what is the exchange rate of euro to dollar',
  'how to train my puppy to sit',
  'how do I change a flat bicycle tyre',
  'what time zone is tokyo in',
  'how many players are on a basketball team',
];

interface Case {
  question: string;
  /** Whether a source answers it; never for out-of-scope questions. */
  relevant: (source: Source) => boolean;
}

interface Judged {
  trustScore: number;
  good: boolean;
  answered: boolean;
  ruleLed: boolean;
}

/** Probability that a random good answer scores above a random bad one (ties count half). */
const auroc = (judged: readonly Judged[]): number => {
  const good = judged.filter((j) => j.good).map((j) => j.trustScore);
  const bad = judged.filter((j) => !j.good).map((j) => j.trustScore);
  if (good.length === 0 || bad.length === 0) return Number.NaN;
  let wins = 0;
  for (const g of good) for (const b of bad) wins += g > b ? 1 : g === b ? 0.5 : 0;
  return wins / (good.length * bad.length);
};

/**
 * Answers every question with the embedded panel. An answer is good when its first source is one
 * of the entries judged relevant (for MedQuAD: a page named after the question's focus), whether or not the panel
 * agreed, so the AUROC measures the trust score against relevance it never sees; out-of-scope
 * questions have no good answer. Rule-led answers lead with a guideline, not a retrieved page, and
 * keep the rules' own score: counted apart, outside the AUROC (as in the consumer benchmark).
 */
const judge = async (index: KnowledgeIndex, panel: ConsensusPanel, cases: readonly Case[]) => {
  const judged: Judged[] = [];
  let firstRelevant = 0;
  for (const { question, relevant: isRelevant } of cases) {
    const result = await answerQuestion(index, panel, { question, detailed: false, maxSources: 5 });
    const first = result.sources[0];
    const relevant = first !== undefined && isRelevant(first);
    if (relevant) firstRelevant += 1;
    judged.push({
      trustScore: result.trustScore,
      good: relevant,
      answered: result.consensusReached,
      ruleLed: result.breakdown.basis === 'rules',
    });
  }
  const answered = judged.filter((j) => j.answered);
  return {
    n: cases.length,
    firstRelevant: firstRelevant / cases.length,
    answered: answered.length / cases.length,
    precision: answered.filter((j) => j.good).length / Math.max(1, answered.length),
    auroc: auroc(judged.filter((j) => !j.ruleLed)),
    ruleLed: judged.filter((j) => j.ruleLed).length,
  };
};

const qualityRow = (label: string, q: Awaited<ReturnType<typeof judge>>): [string, string] => [
  `${label} (n=${q.n})`,
  `first source relevant ${(q.firstRelevant * 100).toFixed(1)} %, consensus reached ${(q.answered * 100).toFixed(1)} % (of which first source relevant ${(q.precision * 100).toFixed(1)} %), trustScore AUROC ${q.auroc.toFixed(3)} (retrieval-led; ${q.ruleLed} rule-led apart)`,
];

const curatedCases = (index: KnowledgeIndex): Case[] => [
  ...CONSUMER_QUESTIONS.map(({ question, relevant }) => {
    const urls = new Set(relevant.map((id) => index.documentById(id)?.url ?? id));
    return { question, relevant: (source: Source) => urls.has(source.url) };
  }),
  ...OUT_OF_SCOPE.map((question) => ({ question, relevant: () => false })),
];

/** Fan-out over scripted providers of known delays: the time beyond the slowest model is ours. */
const fanOut = async (index: KnowledgeIndex) => {
  const openAi = await startFakeOpenAi();
  const bedrock = await startFakeBedrock();
  try {
    const text =
      'Lifestyle changes such as less sodium, the DASH eating plan and regular activity lower blood pressure, and medicines are added when needed [condition-hypertension].';
    bedrock.script('slowest', { text, delayMs: 150 });
    const panel = consensusPanel(index, {
      CONSENSUS_MODELS: JSON.stringify([
        { provider: 'openai', baseUrl: openAi.url, model: `delay:50:${text}`, name: 'a' },
        { provider: 'openai', baseUrl: openAi.url, model: `delay:100:${text}`, name: 'b' },
        {
          provider: 'bedrock',
          modelId: 'slowest',
          region: 'us-east-1',
          endpoint: bedrock.endpoint,
          name: 'c',
        },
      ]),
    });
    const question = { question: 'How is high blood pressure treated?', detailed: false, maxSources: 5 };
    await answerQuestion(index, panel, question);
    const samples = await timeIt(60, () => answerQuestion(index, panel, question));
    return summarize(samples.map((sample) => sample - 150));
  } finally {
    await openAi.close();
    await bedrock.close();
  }
};

export const askBenchmark = async (): Promise<void> => {
  const progress = (message: string) => process.stderr.write(`[ask] ${message}\n`);
  const curated = curatedEntries();
  const index = new KnowledgeIndex(buildIndex(curated));
  const embedded: ConsensusPanel = { models: embeddedModels(index, 2_000), quorum: 2 };

  progress('latency through the local runtime');
  const t = await startTestApi();
  let latency: ReturnType<typeof summarize>;
  let engineOnly: ReturnType<typeof summarize>;
  try {
    const account = await createAccount({
      email: uniqueEmail('bench'),
      password: 'benchmark passphrase',
      tier: 'clinical',
    });
    const key = account.apiKey.key;
    const questions = CONSUMER_QUESTIONS.map((c) => c.question);
    let i = 0;
    await t.http.post('/api/v1/ask', { key, json: { question: questions[0] } });
    latency = summarize(
      await timeIt(300, () =>
        t.http.post('/api/v1/ask', { key, json: { question: questions[i++ % questions.length] } }),
      ),
    );
    let j = 0;
    engineOnly = summarize(
      await timeIt(600, () =>
        answerQuestion(index, embedded, {
          question: questions[j++ % questions.length] ?? '',
          detailed: false,
          maxSources: 5,
        }),
      ),
    );
  } finally {
    await t.close();
  }

  progress('fan-out overhead with scripted providers (50, 100 and 150 ms)');
  const overhead = await fanOut(index);

  progress('answer quality on the curated knowledge base');
  const rows: Array<[string, string]> = [
    [
      'POST /api/v1/ask, embedded panel, HTTP + authorizer + store (p50 / p99)',
      `${ms(latency.p50)} / ${ms(latency.p99)}`,
    ],
    ['consensus engine alone, embedded panel (p50 / p99)', `${ms(engineOnly.p50)} / ${ms(engineOnly.p99)}`],
    [
      'fan-out overhead beyond the slowest of 3 providers (p50 / p99)',
      `${ms(overhead.p50)} / ${ms(overhead.p99)} (sum of delays would add 150 ms)`,
    ],
    qualityRow(
      '62 consumer questions + 12 out of scope, curated KB',
      await judge(index, embedded, curatedCases(index)),
    ),
  ];

  const medquad = resolve(PROJECT_ROOT, process.env.SHARED_DATA_DIR ?? '../shared/data', 'medquad');
  if (existsSync(medquad)) {
    progress('answer quality on MedQuAD questions (curated + MedQuAD)');
    const pairs = readMedQuad(medquad);
    const big = new KnowledgeIndex(buildIndex([...curated, ...pairs.map((pair) => pair.entry)]));
    const bigPanel: ConsensusPanel = { models: embeddedModels(big, 2_000), quorum: 2 };
    // MedQuAD often has one subject from several institutes (GARD, GHR, MedlinePlus...) and the
    // curated entries cover common ones too: a source whose title names the question's focus, from
    // any of them, is relevant.
    const normal = (text: string) =>
      ` ${text
        .toLowerCase()
        .replace(/^what i need to know about /, '')
        .replace(/[^a-z0-9]+/g, ' ')
        .trim()} `;
    // Every 20th question: each answer runs three answerers over a 16,000-entry index.
    const sample = pairs
      .filter((_, i) => i % 20 === 0)
      .map((pair) => {
        const focus = normal(pair.entry.focus ?? pair.entry.title);
        return {
          question: pair.question,
          relevant: (source: Source) => normal(source.title).includes(focus),
        };
      });
    rows.push(
      qualityRow('MedQuAD questions, every 20th, curated + MedQuAD KB', await judge(big, bigPanel, sample)),
    );
  }
  table('Consensus /ask (one run; embedded panel unless stated)', rows);
};
