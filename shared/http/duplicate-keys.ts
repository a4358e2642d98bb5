type Frame =
  | { kind: 'object'; keys: Set<string>; expectKey: boolean; key?: string }
  | { kind: 'array'; index: number };

/** A field's path as the error details name it: `body.data.bloodGlucose[0].value`. */
const pathOf = (stack: readonly Frame[], root: string): string =>
  stack.reduce(
    (path, frame) =>
      frame.kind === 'array'
        ? `${path}[${frame.index}]`
        : frame.key === undefined
          ? path
          : `${path}.${frame.key}`,
    root,
  );

/** A key given again in an object that already has it: its name, path and place in the text. */
export interface DuplicateKey {
  key: string;
  path: string;
  /** The key's string token, quotes included: [start, end). */
  start: number;
  end: number;
}

/**
 * Every key given a second time in one object of a JSON text. `JSON.parse` keeps the last value
 * silently, so `{"value": 40, "value": 100}` would read a glucose of 40 as 100 and a second
 * `question` would replace the first: a body that says two things is refused instead. Call it on
 * text `JSON.parse` has accepted (it does not validate).
 */
export const duplicateKeys = (json: string, root = 'body'): DuplicateKey[] => {
  const found: DuplicateKey[] = [];
  const stack: Frame[] = [];
  for (let at = 0; at < json.length; at += 1) {
    const char = json[at];
    const top = stack[stack.length - 1];
    if (char === '"') {
      let end = at + 1;
      while (json[end] !== '"') end += json[end] === '\\' ? 2 : 1;
      if (top?.kind === 'object' && top.expectKey) {
        const key = JSON.parse(json.slice(at, end + 1)) as string;
        if (top.keys.has(key))
          found.push({ key, path: `${pathOf(stack.slice(0, -1), root)}.${key}`, start: at, end: end + 1 });
        top.keys.add(key);
        top.key = key;
      }
      at = end;
    } else if (char === '{') stack.push({ kind: 'object', keys: new Set(), expectKey: true });
    else if (char === '[') stack.push({ kind: 'array', index: 0 });
    else if (char === '}' || char === ']') stack.pop();
    else if (char === ':' && top?.kind === 'object') top.expectKey = false;
    else if (char === ',' && top) {
      if (top.kind === 'object') top.expectKey = true;
      else top.index += 1;
    }
  }
  return found;
};

const RENAMED = '\u0000duplicate';

/** The value without the keys firstValueWins renamed out of the way. */
const withoutRenamed = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withoutRenamed);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !key.startsWith(RENAMED))
      .map(([key, inner]) => [key, withoutRenamed(inner)]),
  );
};

/**
 * The value the text would have if the first of each duplicated key won, for reading what else a
 * refused body says.
 */
export const firstValueWins = (json: string, duplicates: readonly DuplicateKey[]): unknown => {
  let text = json;
  for (const duplicate of [...duplicates].reverse())
    text = `${text.slice(0, duplicate.start)}${JSON.stringify(`${RENAMED} ${duplicate.start}`)}${text.slice(duplicate.end)}`;
  return withoutRenamed(JSON.parse(text));
};
