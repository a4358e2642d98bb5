import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseArticles, parseSearch } from '../../../shared/research/pubmed.ts';
import { parseXml } from '../../../shared/research/xml.ts';

const fixture = (name: string) =>
  readFileSync(new URL(`../../fixtures/research/${name}`, import.meta.url), 'utf8');

describe('PubMed XML', () => {
  it('reads an esearch reply with history', () => {
    const search = parseSearch(parseXml(fixture('esearch-metformin.xml')));
    expect(search).toMatchObject({
      count: 6,
      webEnv: 'MCID_fixture_webenv_0001',
      queryKey: '1',
      notFound: [],
    });
    expect(search.pmids).toEqual(['31000004', '31000002', '31000001', '31000006', '31000003', '31000005']);
    expect(search.translation).toContain('"metformin"[MeSH Terms]');
  });

  it('reads every article of an efetch reply', () => {
    const articles = parseArticles(parseXml(fixture('efetch-metformin.xml')));
    expect(articles.map((article) => article.pmid)).toEqual([
      '31000001',
      '31000002',
      '31000003',
      '31000004',
      '31000005',
      '31000006',
    ]);
    const [review, , , , editorial, group] = articles;
    expect(review).toMatchObject({
      authors: ['Rivera A', 'Chen L'],
      year: 2021,
      language: 'eng',
      doi: '10.9999/jee.2021.0001',
      pmcid: 'PMC9000001',
      publicationTypes: ['Journal Article', 'Meta-Analysis', 'Systematic Review'],
    });
    expect(review?.abstract[0]).toEqual({
      label: 'BACKGROUND',
      text: 'Adults with prediabetes are at high risk of type 2 diabetes.',
    });
    expect(editorial?.abstract).toEqual([]);
    expect(group).toMatchObject({ authors: ['Example Prevention Study Group'], year: 2019 });
    expect(group?.abstract[0]?.label).toBeUndefined();
  });
});
