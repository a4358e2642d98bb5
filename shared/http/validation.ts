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

/** Parses input with a valibot schema, turning every issue into a `{path, message}` detail. */
export const validate = <S extends v.GenericSchema>(
  schema: S,
  input: unknown,
  location: Location,
): v.InferOutput<S> => {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  if (result.success) return result.output;
  const details: FieldIssue[] = result.issues.map((issue) => ({
    path: issuePath(location, issue),
    message: issue.message,
  }));
  throw new ValidationError(SUMMARIES[location], details);
};
