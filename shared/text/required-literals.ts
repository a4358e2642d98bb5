/**
 * Strings one of which every match of a pattern must contain, read from its source: a pattern whose
 * strings are all missing from a text cannot match it, so the screening skips it without compiling
 * or running it. The red-flag tables hold about a thousand large patterns and a message names a few
 * dozen of their words; compiling every pattern on a process's first screening was most of its
 * cost.
 *
 * The reading is conservative: anything it does not fully understand (a class, `.`, a
 * back-reference, an unknown escape or group, the `i` flag) requires nothing, so the answer is
 * either a set that every match contains or `undefined` (no filter). A wrong set would hide a red
 * flag, so the tests check it against every pattern and every development text.
 */

/** What a piece of a pattern tells: the one string it always matches, or strings one of which it contains. */
interface Reading {
  /** Set when the piece always matches exactly this text (zero-width pieces match ''). */
  exact?: string;
  /** Strings one of which every match contains, when not just `exact`; none when nothing is required. */
  needs?: readonly string[];
}

const needsOf = (reading: Reading): readonly string[] | undefined =>
  reading.needs ?? (reading.exact ? [reading.exact] : undefined);

class UnreadablePatternError extends Error {}

const ANYTHING: Reading = {};
const EMPTY: Reading = { exact: '' };
const exactly = (text: string): Reading => ({ exact: text });

const shortest = (set: readonly string[]): number => {
  let least = Number.POSITIVE_INFINITY;
  for (const text of set) least = Math.min(least, text.length);
  return least;
};

/** The better filter: the set whose shortest string is longest (rarer), then the smaller set. */
const better = (a: readonly string[] | undefined, b: readonly string[] | undefined) => {
  if (!a) return b;
  if (!b) return a;
  const [sa, sb] = [shortest(a), shortest(b)];
  return sa !== sb ? (sa > sb ? a : b) : a.length <= b.length ? a : b;
};

const QUANTIFIER = /(?:([*+?])|\{(\d+)(?:(,)(\d*))?\})/y;
const GROUP_HEAD = /\?(?:[:=!]|<[=!]|<[A-Za-z_$][\w$]*>)/y;
const HEX = { x: /[\da-fA-F]{2}/y, u: /[\da-fA-F]{4}/y } as const;
/** Reads `pattern` at `at` without slicing the source (the red-flag patterns run to 10,000 characters). */
const stickyAt = (pattern: RegExp, source: string, at: number): RegExpExecArray | null => {
  pattern.lastIndex = at;
  return pattern.exec(source);
};

const SIMPLE_ESCAPES: Readonly<Record<string, string>> = { n: '\n', t: '\t', r: '\r', f: '\f', v: '\v' };

class Reader {
  private at = 0;
  private readonly source: string;
  constructor(source: string) {
    this.source = source;
  }

  read(): Reading {
    const reading = this.alternation();
    if (this.at !== this.source.length) throw new UnreadablePatternError();
    return reading;
  }

  private alternation(): Reading {
    const branches = [this.sequence()];
    while (this.source[this.at] === '|') {
      this.at += 1;
      branches.push(this.sequence());
    }
    if (branches.length === 1) return branches[0] ?? ANYTHING;
    const needs: string[] = [];
    for (const branch of branches) {
      // A branch that requires nothing (or matches the empty string) lets any text through.
      const branchNeeds = needsOf(branch);
      if (!branchNeeds) return ANYTHING;
      needs.push(...branchNeeds);
    }
    const same = branches.every(
      (branch) => branch.exact !== undefined && branch.exact === branches[0]?.exact,
    );
    return same ? (branches[0] ?? ANYTHING) : { needs: [...new Set(needs)] };
  }

  private sequence(): Reading {
    let exact: string | undefined = '';
    let run = '';
    let best: readonly string[] | undefined;
    while (this.at < this.source.length && this.source[this.at] !== '|' && this.source[this.at] !== ')') {
      const piece = this.quantified(this.atom());
      if (piece.exact !== undefined) {
        run += piece.exact;
        if (exact !== undefined) exact += piece.exact;
        continue;
      }
      exact = undefined;
      if (run !== '') best = better(best, [run]);
      run = '';
      best = better(best, piece.needs);
    }
    if (exact !== undefined) return exactly(exact);
    if (run !== '') best = better(best, [run]);
    return best ? { needs: best } : ANYTHING;
  }

  private quantified(piece: Reading): Reading {
    if (!'*+?{'.includes(this.source[this.at] ?? '|')) return piece;
    const bounds = stickyAt(QUANTIFIER, this.source, this.at);
    if (!bounds) return piece;
    this.at += bounds[0].length;
    if (this.source[this.at] === '?') this.at += 1;
    const [, symbol, min, comma, max] = bounds;
    const least = symbol === '+' ? 1 : symbol ? 0 : Number(min);
    const most = symbol
      ? Number.POSITIVE_INFINITY
      : comma
        ? max
          ? Number(max)
          : Number.POSITIVE_INFINITY
        : least;
    if (least === 0) return ANYTHING;
    if (piece.exact !== undefined && least === most) return exactly(piece.exact.repeat(least));
    const needs = needsOf(piece);
    return needs ? { needs } : ANYTHING;
  }

  private atom(): Reading {
    const char = this.source[this.at] ?? '';
    this.at += 1;
    if (char === '(') return this.group();
    if (char === '[') return this.characterClass();
    if (char === '\\') return this.escape();
    if (char === '.') return ANYTHING;
    if (char === '^' || char === '$') return EMPTY;
    // A quantifier with nothing before it is not a valid pattern; a stray `{`, `}` or `]` is itself.
    if ('*+?'.includes(char)) throw new UnreadablePatternError();
    return exactly(char);
  }

  private group(): Reading {
    const head = this.source[this.at] === '?' ? stickyAt(GROUP_HEAD, this.source, this.at) : null;
    if (this.source[this.at] === '?' && !head) throw new UnreadablePatternError();
    const kind = head?.[0] ?? '';
    this.at += kind.length;
    const inner = this.alternation();
    if (this.source[this.at] !== ')') throw new UnreadablePatternError();
    this.at += 1;
    // A lookaround matches no text: it only removes matches, so it requires nothing.
    return /^\?<?[=!]$/.test(kind) ? EMPTY : inner;
  }

  private characterClass(): Reading {
    for (; this.at < this.source.length; this.at += 1) {
      const char = this.source[this.at];
      if (char === '\\') this.at += 1;
      else if (char === ']') {
        this.at += 1;
        return ANYTHING;
      }
    }
    throw new UnreadablePatternError();
  }

  private escape(): Reading {
    const char = this.source[this.at] ?? '';
    this.at += 1;
    if (char === 'b' || char === 'B') return EMPTY;
    const simple = SIMPLE_ESCAPES[char];
    if (simple !== undefined) return exactly(simple);
    const code = char === 'x' || char === 'u' ? HEX[char] : undefined;
    if (code) {
      const digits = stickyAt(code, this.source, this.at)?.[0];
      if (!digits) throw new UnreadablePatternError();
      this.at += digits.length;
      return exactly(String.fromCharCode(Number.parseInt(digits, 16)));
    }
    // Letters and digits are classes, back-references or escapes not read here; anything else is itself.
    if (/[\w]/.test(char) || char === '') return ANYTHING;
    return exactly(char);
  }
}

/** One string of the result that every match of `pattern` contains, or undefined when none is known. */
export const requiredLiterals = (pattern: RegExp): readonly string[] | undefined => {
  // Case folding and the unicode modes change what a literal matches: not read.
  if (/[iuv]/.test(pattern.flags)) return undefined;
  try {
    return needsOf(new Reader(pattern.source).read());
  } catch (error) {
    if (error instanceof UnreadablePatternError) return undefined;
    throw error;
  }
};

const known = new WeakMap<RegExp, readonly string[] | null>();

/** `requiredLiterals`, read once per pattern (or as `rememberLiterals` was told, by a bundle's table). */
const literalsOf = (pattern: RegExp): readonly string[] | undefined => {
  let literals = known.get(pattern);
  if (literals === undefined) {
    literals = requiredLiterals(pattern) ?? null;
    known.set(pattern, literals);
  }
  return literals ?? undefined;
};

/** Records what `requiredLiterals` gave for this pattern's source when the table was written. */
export const rememberLiterals = (pattern: RegExp, literals: readonly string[] | null): void => {
  known.set(pattern, literals);
};

/** False when `text` holds none of the strings every match of `pattern` contains: it cannot match. */
export const mayMatch = (pattern: RegExp, text: string): boolean => {
  const literals = literalsOf(pattern);
  return !literals || literals.some((literal) => text.includes(literal));
};
