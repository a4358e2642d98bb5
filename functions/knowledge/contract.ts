import * as v from 'valibot';
import { defineOperation } from '../../shared/http/operation.ts';
import { integerQuery } from '../../shared/http/params.ts';
import { visible } from '../../shared/http/schemas.ts';
import { Interpretation } from '../../shared/knowledge/interpretation-schema.ts';

const SearchQuery = v.strictObject({
  query: v.pipe(
    v.string('query is required and is text'),
    v.trim(),
    v.minLength(1, 'query is required'),
    visible('query is required'),
    v.maxLength(500, 'query has at most 500 characters'),
    v.description('Search text: words, a question, lay terms or medical terms'),
  ),
  limit: integerQuery('limit', 1, 100, 10, 'Maximum number of results'),
  offset: integerQuery('offset', 0, 10_000, 0, 'Number of results to skip'),
});

const KnowledgeResult = v.object({
  id: v.string(),
  title: v.string(),
  snippet: v.string(),
  source: v.pipe(v.string(), v.description('The organization behind the page, with any attribution')),
  url: v.pipe(v.string(), v.description('The public page the entry is based on')),
  trustScore: v.pipe(
    v.number(),
    v.minValue(0),
    v.maxValue(1),
    v.description('Reliability of the source, 0 to 1: A 0.95, B 0.85, C 0.70, D 0.50 (see the README)'),
  ),
});

export const SearchResponse = v.object({
  results: v.array(KnowledgeResult),
  total: v.pipe(v.number(), v.description('Count of all matching entries, not only this page')),
  limit: v.number(),
  offset: v.number(),
  interpretation: Interpretation,
});

export const searchKnowledge = defineOperation({
  operationId: 'searchMedicalKnowledge',
  method: 'GET',
  path: '/api/v1/medical-knowledge/search',
  tag: 'Medical knowledge',
  summary: 'Search the medical knowledge base',
  description:
    'Ranked search over curated entries written from public health sources (and imported collections). Understands lay terms, typos and what a question asks about. Informational only, not medical advice.',
  public: false,
  status: 200,
  query: SearchQuery,
  response: SearchResponse,
  errors: [],
  examples: {
    response: {
      results: [
        {
          id: 'condition-hypertension',
          title: 'High blood pressure (hypertension)',
          snippet:
            'Blood pressure that stays at or above 130/80 mm Hg is hypertension under the 2017 ACC/AHA guideline.',
          source: 'National Heart, Lung, and Blood Institute (NHLBI)',
          url: 'https://www.nhlbi.nih.gov/health/high-blood-pressure',
          trustScore: 0.95,
        },
      ],
      total: 14,
      limit: 10,
      offset: 0,
      interpretation: {
        focus: 'High blood pressure',
        type: 'treatment',
        subQuestions: ['how is high blood pressure treated?'],
      },
    },
  },
});

export const operations = [searchKnowledge];
