import { hasCriticalLimits, type Interval, LAB_TESTS, type LabTest } from './catalog.ts';

/**
 * The reviewed table of docs/lab-critical-values.md, generated from the catalog so that the
 * document and the code cannot drift apart (a test compares them).
 */
const interval = ({ low, high }: Interval): string =>
  low !== undefined && high !== undefined
    ? `${low}–${high}`
    : low !== undefined
      ? `≥ ${low}`
      : high !== undefined
        ? `≤ ${high}`
        : '—';

const reference = (test: LabTest): string => {
  if (test.qualitative) return 'negative';
  if (!('male' in test.range)) return interval(test.range);
  return `men ${interval(test.range.male)}; women ${interval(test.range.female)}`;
};

const limit = (value: number | undefined, side: 'low' | 'high', inclusive: boolean): string =>
  value === undefined ? '—' : `${side === 'low' ? (inclusive ? '≤' : '<') : inclusive ? '≥' : '>'} ${value}`;

const criticalCells = (test: LabTest): [string, string, string] => {
  const critical = test.critical;
  if (!critical) return ['—', '—', 'not reviewed'];
  if (!hasCriticalLimits(critical)) return ['none', 'none', `No critical limit: ${critical.none}`];
  const inclusive = critical.inclusive === true;
  if (critical.bySex) {
    const { male, female } = critical.bySex;
    const both = (side: 'low' | 'high') =>
      male[side] === undefined && female[side] === undefined
        ? '—'
        : `men ${limit(male[side], side, inclusive)}; women ${limit(female[side], side, inclusive)}`;
    return [both('low'), both('high'), critical.source];
  }
  return [limit(critical.low, 'low', inclusive), limit(critical.high, 'high', inclusive), critical.source];
};

const cell = (text: string): string => text.replace(/\|/g, '\\|');

export const criticalValuesTable = (): string => {
  const header = [
    '| Test | LOINC | Unit | Reference interval | Critical low | Critical high | Possible values | Other units | Source |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  const rows = LAB_TESTS.map((test) => {
    const [low, high, source] = criticalCells(test);
    const possible = test.plausible ? `${test.plausible[0]}–${test.plausible[1]}` : '—';
    return `| ${[
      test.name,
      test.loinc,
      `\`${test.unit}\``,
      reference(test),
      low,
      high,
      possible,
      (test.units ?? []).map((unit) => `\`${unit}\``).join(', ') || '—',
      source,
    ]
      .map(cell)
      .join(' | ')} |`;
  });
  return [...header, ...rows].join('\n');
};
