import * as v from 'valibot';
import { type FieldIssue, ValidationError } from '../errors.ts';
import { isRecord } from '../records.ts';
import { urgentInBody } from './urgent-readers.ts';

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

const OBJECT_ISSUES = new Set(['strict_object', 'object', 'loose_object', 'object_with_rest']);

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
  // An object's own message ("data is an object") is for a value that is not one; valibot also gives
  // it to each key the object does not take and each required key missing, where it names the wrong
  // thing ("data.potassium: data is an object").
  if (OBJECT_ISSUES.has(issue.type)) {
    if (issue.expected === 'never') return `${field} is not a field this endpoint accepts`;
    if (issue.received === 'undefined' && issue.expected?.startsWith('"')) return `${field} is required`;
  }
  if (!issue.message.startsWith('Invalid ')) return issue.message;
  const length = (bound: string): string => {
    const n = Number(issue.requirement);
    return Array.isArray(issue.input)
      ? `${field} has ${bound} ${n} ${n === 1 ? 'item' : 'items'}`
      : `${field} is ${bound} ${n} ${n === 1 ? 'character' : 'characters'} long`;
  };
  switch (issue.type) {
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

/** valibot's schema types that take an object: each also takes an array, whose indexes it reads as keys. */
const OBJECT_TYPES = new Set(['object', 'strict_object', 'loose_object', 'object_with_rest', 'record']);
/** Schema types whose value may be an array, so that an array given to a union holding one is no mistake here. */
const ARRAY_TYPES = new Set([
  'array',
  'tuple',
  'strict_tuple',
  'loose_tuple',
  'tuple_with_rest',
  'any',
  'unknown',
]);

interface SchemaNode {
  type?: string;
  kind?: string;
  pipe?: readonly SchemaNode[];
  wrapped?: SchemaNode;
  entries?: Record<string, SchemaNode>;
  item?: SchemaNode;
  value?: SchemaNode;
  options?: readonly SchemaNode[];
}

interface ListFound {
  path: string[];
  expected: 'an object' | 'not a list';
}

/** The schemas a value must also pass: a pipe's schemas (the one it is built on among them), else itself. */
const schemasOf = (schema: SchemaNode): SchemaNode[] =>
  schema.pipe ? schema.pipe.filter((item) => item.kind === 'schema' && item !== schema) : [schema];

/**
 * Where a list was given for an object. valibot's object schemas test `typeof input === "object"`,
 * which a list passes: `"vitals": []` was accepted as an empty object and `"vitals": [{}]` refused as
 * "vitals[0] is not a field". Walks the schema along the input and names each such field once.
 */
const listsForObjects = (schema: SchemaNode, input: unknown, path: string[], found: ListFound[]): void => {
  if (input === null || typeof input !== 'object') return;
  for (const node of schemasOf(schema)) {
    if (node.pipe) {
      listsForObjects(node, input, path, found);
      continue;
    }
    const type = node.type ?? '';
    if (node.wrapped) listsForObjects(node.wrapped, input, path, found);
    else if (OBJECT_TYPES.has(type)) {
      if (Array.isArray(input)) {
        found.push({ path, expected: 'an object' });
        return;
      }
      if (node.entries && isRecord(input))
        for (const [key, entry] of Object.entries(node.entries))
          if (Object.hasOwn(input, key)) listsForObjects(entry, input[key], [...path, key], found);
      if (type === 'record' && node.value && isRecord(input))
        for (const [key, value] of Object.entries(input))
          listsForObjects(node.value, value, [...path, key], found);
    } else if (type === 'array' && node.item && Array.isArray(input))
      input.forEach((item, index) => {
        if (node.item) listsForObjects(node.item, item, [...path, String(index)], found);
      });
    else if ((type === 'union' || type === 'variant') && node.options && Array.isArray(input)) {
      const options = node.options.flatMap(schemasOf);
      if (!options.some((option) => ARRAY_TYPES.has(option.type ?? '') || option.wrapped))
        if (options.some((option) => OBJECT_TYPES.has(option.type ?? '')))
          found.push({ path, expected: 'not a list' });
    }
    if (found.at(-1)?.path === path) return;
  }
};

/** Parses input with a valibot schema, turning every issue into a `{path, message}` detail. */
export const validate = <S extends v.GenericSchema>(
  schema: S,
  input: unknown,
  location: Location,
): v.InferOutput<S> => {
  const lists: ListFound[] = [];
  listsForObjects(schema as SchemaNode, input, [], lists);
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  if (result.success && lists.length === 0) return result.output;
  const byPath = new Map(lists.map(({ path, expected }) => [[location, ...path].join('.'), expected]));
  const listed = [...byPath.keys()];
  const details: FieldIssue[] = [...byPath].map(([path, expected]) => ({
    path,
    message: `${fieldOf(path, location)} is ${expected === 'an object' ? 'an object, not a list' : 'not a list'}`,
  }));
  for (const reported of result.issues ?? []) {
    const issue = deepestOf(reported);
    const path = issuePath(location, issue);
    // A list given for an object is named once, not once more for each of its items.
    if (listed.some((list) => path === list || path.startsWith(`${list}.`))) continue;
    details.push({ path, message: messageOf(issue, fieldOf(path, location)) });
  }
  // A body refused here, not by its schema, still leads with what its urgent-care reader finds.
  const urgent = lists.length > 0 && location === 'body' ? urgentInBody(schema, input) : undefined;
  throw new ValidationError(`${urgent ? `${urgent} ` : ''}${SUMMARIES[location]}`, details);
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
