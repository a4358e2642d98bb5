import { describe, expect, it } from 'vitest';
import type { KnowledgeEntry } from '../../../../shared/knowledge/entry.ts';
import { buildIndex } from '../../../../shared/knowledge/index/build.ts';
import { deserializeIndex, serializeIndex } from '../../../../shared/knowledge/index/format.ts';
import { KnowledgeIndex } from '../../../../shared/knowledge/index/search.ts';
import { editDistance } from '../../../../shared/text/edit-distance.ts';

const entry = (id: string, fields: Partial<KnowledgeEntry> & { body: string }): KnowledgeEntry => ({
  id,
  title: fields.title ?? id,
  snippet: fields.body.slice(0, 80),
  source: 'Test source',
  url: `https://example.org/${id}`,
  lastReviewed: '2026-01-01',
  topics: [],
  reliability: 'A',
  questionType: 'information',
  synonyms: [],
  ...fields,
});

const CORPUS = [
  entry('mi', {
    title: 'Myocardial infarction',
    focus: 'myocardial infarction',
    body: 'A myocardial infarction occurs when blood flow to the heart muscle is blocked by a clot.',
  }),
  entry('glaucoma-info', {
    title: 'Glaucoma: information',
    focus: 'glaucoma',
    body: 'Glaucoma is a group of eye diseases that damage the optic nerve.',
  }),
  entry('glaucoma-treatment', {
    title: 'Glaucoma: treatment',
    focus: 'glaucoma',
    questionType: 'treatment',
    body: 'Eye drops, laser and surgery lower eye pressure in glaucoma.',
  }),
  entry('glaucoma-symptoms', {
    title: 'Glaucoma: symptoms',
    focus: 'glaucoma',
    questionType: 'symptoms',
    body: 'Early glaucoma has no symptoms; side vision narrows slowly.',
  }),
  entry('diabetes', {
    title: 'Diabetes',
    focus: 'diabetes',
    body: 'Diabetes is a condition in which blood glucose is too high.',
  }),
  entry('kidney-diet', {
    title: 'Eating with kidney disease',
    focus: 'kidney disease diet',
    body: 'Limit sodium and eat the right amount of protein when the kidneys are damaged. Mention of diabetes here.',
  }),
  entry('blood-pressure', {
    title: 'High blood pressure',
    focus: 'hypertension',
    body: 'Hypertension raises the risk of stroke. Blood is under pressure in the arteries.',
  }),
  entry('suicidal-thoughts', {
    title: 'Suicidal thoughts',
    focus: 'suicidal thoughts',
    body: 'Suicidal thoughts need help now: call or text 988.',
  }),
  entry('depression', {
    title: 'Depression',
    focus: 'depression',
    body: 'Depression is a low mood that lasts and affects daily life.',
  }),
  entry('pressure-ulcers', {
    title: 'Pressure ulcers',
    focus: 'pressure ulcers',
    body: 'Pressure on the skin from lying in bed can cause sores; blood flow to the skin is reduced.',
  }),
];

const index = new KnowledgeIndex(buildIndex(CORPUS));
const ids = (query: string, limit = 5, offset = 0) =>
  index.search(query, limit, offset).hits.map((hit) => hit.document.id);

describe('knowledge search ranking', () => {
  it('finds a clinical term from its lay name through the synonym map', () => {
    expect(ids('what happens in a heart attack')[0]).toBe('mi');
    const expanded = index.queryTerms('heart attack').terms.map((term) => index.data.vocabulary[term.id]);
    expect(expanded).toEqual(expect.arrayContaining(['myocardi', 'infarct']));
  });

  it('reads a lay phrase that analysis cuts to one word only where its words are written', () => {
    // "don't want to live" analyses to "live" and "feeling down" to "feel": as terms they would add
    // suicidal thoughts or depression to any question about living with, or feeling, anything.
    const expanded = (query: string) =>
      index.queryTerms(query).terms.map((term) => index.data.vocabulary[term.id] ?? '');
    expect(expanded('how long can you live with kidney disease')).not.toContain('suicid');
    expect(expanded("I don't want to live anymore")).toContain('suicid');
    expect(expanded('I feel dizzy when I stand up')).not.toContain('depress');
    expect(expanded('feeling down for weeks')).toContain('depress');
  });

  it('reads "the runs" as diarrhoea, and running as running', () => {
    // A hostile tester's "is it safe to run every day" was answered from a page on diarrhoea.
    const withDiarrhoea = new KnowledgeIndex(
      buildIndex([entry('diarrhea', { focus: 'Diarrhea', body: 'Diarrhea is loose, watery stools.' })]),
    );
    const expanded = (query: string) =>
      withDiarrhoea.queryTerms(query).terms.map((term) => withDiarrhoea.data.vocabulary[term.id] ?? '');
    expect(expanded('is it safe to run every day')).not.toContain('diarrhea');
    expect(expanded("I've had the runs for two days")).toContain('diarrhea');
  });

  it('tolerates typos by reaching the nearest vocabulary terms', () => {
    expect(ids('diabetis')[0]).toBe('diabetes');
    expect(ids('glaukoma')).toContain('glaucoma-info');
  });

  it('prefers the passage of the question type asked about', () => {
    expect(ids('how is glaucoma treated')[0]).toBe('glaucoma-treatment');
    expect(ids('what are the symptoms of glaucoma')[0]).toBe('glaucoma-symptoms');
    expect(ids('what is glaucoma')[0]).toBe('glaucoma-info');
  });

  it('rewards a phrase over its words scattered', () => {
    expect(ids('blood pressure')[0]).toBe('blood-pressure');
  });

  it('boosts the entry whose focus the query names over one that only mentions it', () => {
    expect(ids('diabetes')[0]).toBe('diabetes');
  });

  it('counts every match in total, whatever the page size', () => {
    const all = index.search('glaucoma', 100);
    const page = index.search('glaucoma', 1);
    expect(all.hits.slice(0, 3).map((hit) => hit.document.focus)).toEqual([
      'glaucoma',
      'glaucoma',
      'glaucoma',
    ]);
    expect(all.total).toBe(all.hits.length);
    expect(page.total).toBe(all.total);
    expect(page.hits).toHaveLength(1);
  });

  it('pages through the same order without overlap or gaps', () => {
    const all = ids('blood', 100);
    const paged = [...ids('blood', 2, 0), ...ids('blood', 2, 2), ...ids('blood', 2, 4)];
    expect(paged).toEqual(all.slice(0, paged.length));
    expect(new Set(paged).size).toBe(paged.length);
  });

  it('returns nothing, with a total of zero, for stop words and unknown words', () => {
    expect(index.search('what is the', 10)).toMatchObject({ hits: [], total: 0 });
    expect(index.search('qwzxv', 10)).toMatchObject({ hits: [], total: 0 });
    expect(index.search('', 10).total).toBe(0);
  });

  it('survives unicode and hostile text', () => {
    for (const query of [
      'ñandú 🧪 glaucoma',
      "'; DROP TABLE entries; --",
      '\u0000\u202e',
      'a'.repeat(500),
      '{"$ne":1}',
    ]) {
      expect(() => index.search(query, 10)).not.toThrow();
    }
    expect(ids('GLAUCÓMA')).toContain('glaucoma-info');
  });

  it('keeps the same results after serialisation and loading', () => {
    const reloaded = new KnowledgeIndex(deserializeIndex(serializeIndex(buildIndex(CORPUS))));
    for (const query of ['heart attack', 'glaucoma treatment', 'blood', 'diabetis']) {
      expect(reloaded.search(query, 5).hits.map((hit) => hit.document.id)).toEqual(ids(query));
    }
  });

  it('loads from a buffer that does not start on an 8-byte boundary', () => {
    const file = serializeIndex(buildIndex(CORPUS));
    const shifted = Buffer.alloc(file.length + 3);
    file.copy(shifted, 3);
    const loaded = new KnowledgeIndex(deserializeIndex(shifted.subarray(3)));
    expect(loaded.search('glaucoma', 1).hits[0]?.document.id).toBe('glaucoma-info');
  });

  it('refuses a file that is not an index', () => {
    expect(() => deserializeIndex(Buffer.from('not an index at all'))).toThrow(/Not a knowledge index/);
  });

  it('lets a later entry with the same id replace the earlier one', () => {
    const replaced = new KnowledgeIndex(
      buildIndex([...CORPUS, entry('mi', { title: 'Replaced', body: 'zygote' })]),
    );
    expect(replaced.size).toBe(CORPUS.length);
    expect(replaced.search('zygote', 1).hits[0]?.document.title).toBe('Replaced');
  });
});

describe('edit distance', () => {
  it('counts insertions, deletions, substitutions and transpositions, and gives up past the bound', () => {
    expect(editDistance('diabetes', 'diabetis', 2)).toBe(1);
    expect(editDistance('heart', 'haert', 1)).toBe(1);
    expect(editDistance('glucose', 'glucse', 1)).toBe(1);
    expect(editDistance('kidney', 'liver', 2)).toBe(3);
    expect(editDistance('abc', 'abcdefg', 2)).toBe(3);
  });
});

describe('coordination', () => {
  it('prefers the entry that matches every typed word, without zeroing one reached through a synonym', () => {
    const corpus = [
      entry('focus-only', {
        title: 'Sample condition',
        focus: 'sample condition',
        body: 'Sample condition overview.',
      }),
      entry('all-words', {
        title: 'Sample condition: treatment',
        focus: 'sample condition',
        body: 'Placebotin is used.',
      }),
      entry('synonym-only', { title: 'Myocardial infarction', body: 'Blocked coronary artery.' }),
    ];
    const small = new KnowledgeIndex(buildIndex(corpus));
    expect(small.search('sample condition placebotin', 3).hits[0]?.document.id).toBe('all-words');
    const viaSynonym = small.search('heart attack', 3).hits;
    expect(viaSynonym[0]?.document.id).toBe('synonym-only');
    expect(viaSynonym[0]?.score).toBeGreaterThan(0);
  });
});

describe('documents by id', () => {
  it('finds a stored document by its entry id, also after a round trip through the file format', () => {
    const [first, last] = [CORPUS[0], CORPUS.at(-1)];
    const reloaded = new KnowledgeIndex(deserializeIndex(serializeIndex(buildIndex(CORPUS))));
    for (const target of [index, reloaded]) {
      expect(target.documentById(first?.id ?? '')?.title).toBe(first?.title);
      expect(target.documentById(last?.id ?? '')?.body).toBe(last?.body);
      expect(target.documentById('no-such-entry')).toBeUndefined();
    }
  });
});
