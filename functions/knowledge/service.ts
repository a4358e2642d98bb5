import { knowledgeIndex } from '../../shared/knowledge/store.ts';

export interface SearchRequest {
  query: string;
  limit: number;
  offset: number;
}

export const searchKnowledge = ({ query, limit, offset }: SearchRequest) => {
  const { hits, total, interpretation } = knowledgeIndex().search(query, limit, offset);
  return {
    results: hits.map(({ document }) => ({
      id: document.id,
      title: document.title,
      snippet: document.snippet,
      source: document.source,
      url: document.url,
      trustScore: document.trustScore,
    })),
    total,
    limit,
    offset,
    interpretation: {
      ...(interpretation.focus === undefined ? {} : { focus: interpretation.focus }),
      ...(interpretation.type === undefined ? {} : { type: interpretation.type }),
      subQuestions: interpretation.subQuestions,
    },
  };
};
