import type { FieldIssue } from '../errors.ts';
import { isRecord } from '../records.ts';
import { MAX_TRANSITIONS, RETRY_LIMITS } from './limits.ts';

/**
 * Rules a definition must follow beyond the States Language, so that a run ends within its limits
 * and only ever reads and writes plain data: no path through an object's prototype, bounded
 * retries, and no loop the emulator would spin without ever awaiting a Task.
 */

const FORBIDDEN_SEGMENTS = new Set(['__proto__', 'constructor', 'prototype']);
/** A path or an intrinsic function's arguments, cut into the names they mention. */
const SEGMENT_SEPARATORS = /[.[\]'"\s(),]+/;

const isPathField = (name: string): boolean =>
  name.endsWith('Path') || name === 'Variable' || name.endsWith('.$');

const forbiddenSegment = (text: string): string | undefined =>
  text.split(SEGMENT_SEPARATORS).find((segment) => FORBIDDEN_SEGMENTS.has(segment));

/**
 * Paths (`ResultPath`, `InputPath`, `Variable`, `"field.$"` values…) and field names that reach
 * `__proto__`, `constructor` or `prototype`: the emulator would read or write the prototype chain
 * of the run's data (and a class instance cannot be stored).
 */
export const prototypePathIssues = (stateName: string, state: unknown, at: string): FieldIssue[] => {
  const issues: FieldIssue[] = [];
  const walk = (value: unknown, path: string, depth: number): void => {
    if (depth > 32 || issues.length >= 10) return;
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        walk(item, `${path}.${index}`, depth + 1);
      });
      return;
    }
    if (!isRecord(value)) return;
    for (const [name, item] of Object.entries(value)) {
      const fieldPath = `${path}.${name}`;
      const bare = name.endsWith('.$') ? name.slice(0, -2) : name;
      if (FORBIDDEN_SEGMENTS.has(bare)) {
        issues.push({
          path: fieldPath,
          message: `State ${stateName}: ${bare} is not allowed as a field name`,
        });
        continue;
      }
      const segment = typeof item === 'string' && isPathField(name) ? forbiddenSegment(item) : undefined;
      if (segment && typeof item === 'string') {
        issues.push({
          path: fieldPath,
          message: `State ${stateName}: the path ${item.slice(0, 100)} goes through ${segment}, which is not allowed`,
        });
        continue;
      }
      walk(item, fieldPath, depth + 1);
    }
  };
  walk(state, at, 0);
  return issues;
};

const isInteger = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

/** Retry fields within AWS's rules (IntervalSeconds ≥ 1) and our caps (MaxAttempts ≤ 3). */
export const retryIssues = (stateName: string, retry: unknown, at: string): FieldIssue[] => {
  if (retry === undefined) return [];
  if (!Array.isArray(retry))
    return [{ path: at, message: `State ${stateName}: Retry is an array of retriers` }];
  const issues: FieldIssue[] = [];
  const { maxRetriers, maxAttempts, minIntervalSeconds, maxIntervalSeconds, maxBackoffRate } = RETRY_LIMITS;
  if (retry.length > maxRetriers)
    issues.push({ path: at, message: `State ${stateName}: at most ${maxRetriers} retriers` });
  retry.slice(0, maxRetriers).forEach((retrier, index) => {
    const path = `${at}.${index}`;
    if (!isRecord(retrier)) {
      issues.push({ path, message: `State ${stateName}: a retrier is an object` });
      return;
    }
    const { IntervalSeconds, MaxAttempts, BackoffRate, MaxDelaySeconds } = retrier;
    if (
      IntervalSeconds !== undefined &&
      !(
        isInteger(IntervalSeconds) &&
        IntervalSeconds >= minIntervalSeconds &&
        IntervalSeconds <= maxIntervalSeconds
      )
    )
      issues.push({
        path: `${path}.IntervalSeconds`,
        message: `State ${stateName}: IntervalSeconds is a whole number from ${minIntervalSeconds} to ${maxIntervalSeconds}`,
      });
    if (
      MaxAttempts !== undefined &&
      !(isInteger(MaxAttempts) && MaxAttempts >= 0 && MaxAttempts <= maxAttempts)
    )
      issues.push({
        path: `${path}.MaxAttempts`,
        message: `State ${stateName}: MaxAttempts is a whole number from 0 to ${maxAttempts}`,
      });
    if (
      BackoffRate !== undefined &&
      !(typeof BackoffRate === 'number' && BackoffRate >= 1 && BackoffRate <= maxBackoffRate)
    )
      issues.push({
        path: `${path}.BackoffRate`,
        message: `State ${stateName}: BackoffRate is a number from 1 to ${maxBackoffRate}`,
      });
    if (MaxDelaySeconds !== undefined && !(isInteger(MaxDelaySeconds) && MaxDelaySeconds >= 1))
      issues.push({
        path: `${path}.MaxDelaySeconds`,
        message: `State ${stateName}: MaxDelaySeconds is a whole number of at least 1`,
      });
  });
  return issues;
};

/** The states a Pass or Choice state may go to next. */
const successors = (state: Record<string, unknown>): string[] => {
  const next: unknown[] = [state.Next, state.Default];
  if (Array.isArray(state.Choices))
    for (const rule of state.Choices) if (isRecord(rule)) next.push(rule.Next);
  return next.filter((name): name is string => typeof name === 'string');
};

/**
 * A loop made only of Pass and Choice states: the emulator runs those without awaiting anything, so
 * such a loop would hold the process (no timer, no other request) until the transition cap. A loop
 * through a Task is allowed: each Task awaits its operation, and the run's caps end it.
 */
export const taskFreeLoopIssues = (states: Record<string, unknown>, at: string): FieldIssue[] => {
  const WHITE = 0;
  const GREY = 1;
  const BLACK = 2;
  const colour = new Map<string, number>();
  const isUntasked = (name: string): boolean => {
    const state = states[name];
    return isRecord(state) && state.Type !== 'Task' && Object.hasOwn(states, name);
  };
  // Iterative depth-first search: a definition has at most 25 states, but no recursion is needed.
  for (const start of Object.keys(states)) {
    if (!isUntasked(start) || (colour.get(start) ?? WHITE) !== WHITE) continue;
    const stack: Array<{ name: string; next: string[] }> = [
      { name: start, next: successors(states[start] as Record<string, unknown>) },
    ];
    colour.set(start, GREY);
    while (stack.length > 0) {
      const top = stack[stack.length - 1] as { name: string; next: string[] };
      const target = top.next.pop();
      if (target === undefined) {
        colour.set(top.name, BLACK);
        stack.pop();
        continue;
      }
      if (!isUntasked(target)) continue;
      const seen = colour.get(target) ?? WHITE;
      if (seen === GREY)
        return [
          {
            path: `${at}.States.${target}`,
            message: `State ${target}: it loops back to itself through Pass and Choice states only (via ${top.name}); a loop must pass through a Task state, and a run makes at most ${MAX_TRANSITIONS} state transitions`,
          },
        ];
      if (seen === WHITE) {
        colour.set(target, GREY);
        stack.push({ name: target, next: successors(states[target] as Record<string, unknown>) });
      }
    }
  }
  return [];
};
