import * as v from 'valibot';
import { type FieldIssue, ValidationError } from '../errors.ts';

export type Location = 'body' | 'query' | 'path';

const SUMMARIES: Record<Location, string> = {
  body: 'The request body is not valid',
  query: 'The query parameters are not valid',
  path: 'The path parameters are not valid',
};

const issuePath = (location: Location, issue: v.BaseIssue<unknown>): string => {
  const dotted = v.getDotPath(issue);
  return dotted ? `${location}.${dotted}` : location;
};

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  boolean: 'true or false',
  Array: 'a list',
  Object: 'an object',
};

/**
 * Our schemas name their messages; a check written without one would surface valibot's own
 * ("Invalid key: Expected never but received …"), which reads as a library's, not the API's.
 */
const messageOf = (issue: v.BaseIssue<unknown>, field: string): string => {
  if (!issue.message.startsWith('Invalid ')) return issue.message;
  const length = (bound: string): string => {
    const n = Number(issue.requirement);
    return Array.isArray(issue.input)
      ? `${field} has ${bound} ${n} ${n === 1 ? 'item' : 'items'}`
      : `${field} is ${bound} ${n} ${n === 1 ? 'character' : 'characters'} long`;
  };
  switch (issue.type) {
    case 'strict_object':
    case 'object':
    case 'loose_object':
      if (issue.expected === 'never') return `${field} is not a field this endpoint accepts`;
      if (issue.received === 'undefined' && issue.expected?.startsWith('"')) return `${field} is required`;
      break;
    case 'gt_value':
      return `${field} is more than ${String(issue.requirement)}`;
    case 'lt_value':
      return `${field} is less than ${String(issue.requirement)}`;
    case 'finite':
      return `${field} is a finite number`;
    case 'union': {
      const kinds = (issue.expected ?? '')
        .replace(/^\(|\)$/g, '')
        .split(' | ')
        .map((kind) => TYPE_WORDS[kind]);
      if (kinds.length > 0 && kinds.every(Boolean)) return `${field} is ${kinds.join(' or ')}`;
      break;
    }
    case 'max_length':
      return length('at most');
    case 'min_length':
      return length('at least');
    case 'max_value':
      return `${field} is at most ${String(issue.requirement)}`;
    case 'min_value':
      return `${field} is at least ${String(issue.requirement)}`;
    case 'integer':
      return `${field} is a whole number`;
    case 'picklist':
      return `${field} is one of ${issue.expected ?? 'the listed values'}`;
  }
  const word = issue.kind === 'schema' && issue.expected ? TYPE_WORDS[issue.expected] : undefined;
  return word ? `${field} is ${word}` : issue.message;
};

/** The name a message gives a field: its key, or its list and place for an item ("medications[1]"). */
const fieldOf = (path: string, location: Location): string => {
  const parts = path.split('.');
  const last = parts.at(-1) ?? location;
  return /^\d+$/.test(last) && parts.length > 1 ? `${parts.at(-2)}[${last}]` : last;
};

/**
 * A value that failed every form a union allows: when one form was meant (an object with a field
 * it does not take, `{"name": "aspirin", "foo": 1}`), that form's own issue says what is wrong,
 * rather than "Expected (string | Object) but received Object".
 */
const deepestOf = (issue: v.BaseIssue<unknown>): v.BaseIssue<unknown> => {
  if (issue.type !== 'union' || !issue.issues) return issue;
  // A form's issues are placed within the union's value: a path means the form was reached.
  const deeper = issue.issues.find((inner) => (inner.path?.length ?? 0) > 0);
  if (!deeper?.path) return issue;
  const path = [...(issue.path ?? []), ...deeper.path] as typeof deeper.path;
  return deepestOf({ ...deeper, path });
};

/** Parses input with a valibot schema, turning every issue into a `{path, message}` detail. */
export const validate = <S extends v.GenericSchema>(
  schema: S,
  input: unknown,
  location: Location,
): v.InferOutput<S> => {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  if (result.success) return result.output;
  const details: FieldIssue[] = result.issues.map((reported) => {
    const issue = deepestOf(reported);
    const path = issuePath(location, issue);
    return { path, message: messageOf(issue, fieldOf(path, location)) };
  });
  throw new ValidationError(SUMMARIES[location], details);
};

/**
 * Every query parameter of the API takes one value. API Gateway hands the function the last of a
 * repeated one (`?limit=5&limit=500` reads as 500), so which one counts would depend on the
 * client's order; a repeat is refused instead, naming the parameter.
 */
export const refuseRepeatedQuery = (multi: Record<string, string[] | undefined> | null | undefined): void => {
  const details: FieldIssue[] = Object.entries(multi ?? {})
    .filter(([, values]) => (values?.length ?? 0) > 1)
    .map(([name, values]) => ({
      path: `query.${name}`,
      message: `${name} is given ${values?.length} times: give it once`,
    }));
  if (details.length > 0) throw new ValidationError(SUMMARIES.query, details);
};

/**
 * Query parameters sent to an operation that reads none: refused rather than ignored, so that a
 * caller who believes one changes the answer ("?maxSources=1", "?sex=male") learns it does not.
 */
export const refuseUnreadQuery = (query: Record<string, string | undefined> | null | undefined): void => {
  const details: FieldIssue[] = Object.keys(query ?? {}).map((name) => ({
    path: `query.${name}`,
    message: `${name} is not a parameter this endpoint accepts`,
  }));
  if (details.length > 0) throw new ValidationError(SUMMARIES.query, details);
};
