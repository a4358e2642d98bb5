import { createHash } from 'node:crypto';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { SymptomsBody } from '../../../functions/diagnostics/contract.ts';
import { TRIAGE_LEVELS, type TriageLevel } from '../../../shared/clinical/symptoms.ts';
import {
  DEV_SETS,
  type DevSet,
  loadDevSet,
  loadVignettes,
  report,
  runVignettes,
  SEEN_IN_ISSUE,
  splitOf,
  type Vignette,
} from '../../bench/triage.ts';

const vignettes = loadVignettes();
/** Every dev-only set (always dev, never held out), read from `DEV_SETS`, so a new set is checked at once. */
const DEV_ONLY = (Object.keys(DEV_SETS) as DevSet[]).map((set) => [set, loadDevSet(set)] as const);
const devOnly = DEV_ONLY.flatMap(([, cases]) => cases);
const devSet = (name: DevSet): Vignette[] => DEV_ONLY.find(([set]) => set === name)?.[1] ?? [];
/** The supplementary development set and the generalisation probes, which some checks name. */
const extra = devSet('dev-extra');
const probes = devSet('dev-probes');
const probes2 = devSet('dev-probes-2');
const probes3 = devSet('dev-probes-3');
const probes4 = devSet('dev-probes-4');
const probes5 = devSet('dev-probes-5');
const probes6 = devSet('dev-probes-6');
const probes7 = devSet('dev-probes-7');
const probes8 = devSet('dev-probes-8');
const probes9 = devSet('dev-probes-9');
const probes10 = devSet('dev-probes-10');
const probes11 = devSet('dev-probes-11');
const probes12 = devSet('dev-probes-12');
const probes13 = devSet('dev-probes-13');
const probes14 = devSet('dev-probes-14');
const probes15 = devSet('dev-probes-15');
const probes16 = devSet('dev-probes-16');
const probes17 = devSet('dev-probes-17');
const probes18 = devSet('dev-probes-18');

/** Public health bodies whose guidance may set a gold level. */
const PUBLIC_HEALTH_DOMAINS = [
  'nhs.uk',
  'nice.org.uk',
  'cdc.gov',
  'nih.gov',
  'medlineplus.gov',
  'heart.org',
  'stroke.org',
  'acog.org',
  'aap.org',
  'healthychildren.org',
  'rcp.ac.uk',
  'rcog.org.uk',
  'who.int',
  'nhsinform.scot',
  // Specialist charities whose patient guidance NHS pages link to for the detail: cancer treatment
  // side effects (Macmillan) and time-critical Parkinson's medicines (Parkinson's UK).
  'macmillan.org.uk',
  'parkinsons.org.uk',
];

/** Every case cites an https page of a public health body, with a title, a year and a one-line rationale. */
const expectPublicGuidance = (cases: readonly Vignette[]): void => {
  const thisYear = new Date().getUTCFullYear();
  for (const { id, source, rationale } of cases) {
    const url = new URL(source.url);
    expect(url.protocol, id).toBe('https:');
    expect(
      PUBLIC_HEALTH_DOMAINS.some((domain) => url.hostname === domain || url.hostname.endsWith(`.${domain}`)),
      `${id}: ${url.hostname}`,
    ).toBe(true);
    expect(source.title.trim().length, id).toBeGreaterThan(3);
    expect(source.year, id).toBeGreaterThanOrEqual(2000);
    expect(source.year, id).toBeLessThanOrEqual(thisYear);
    expect(rationale.trim().length, id).toBeGreaterThan(10);
    expect(rationale, id).not.toMatch(/\n/);
  }
};

/** The cases whose input is not a valid triage request body, with what is wrong. */
const invalidInputs = (cases: readonly Vignette[]): string[] =>
  cases.flatMap((vignette) => {
    const parsed = v.safeParse(SymptomsBody, vignette.input);
    return parsed.success
      ? []
      : [`${vignette.id}: ${parsed.issues.map((issue) => v.getDotPath(issue) ?? issue.message).join(', ')}`];
  });

const PREFIX: Record<TriageLevel, string> = {
  emergency: 'em-',
  'urgent-care': 'uc-',
  'see-a-doctor': 'sd-',
  'self-care': 'sc-',
};

const byGold = (level: TriageLevel) => vignettes.filter((vignette) => vignette.gold === level);

describe('triage vignette suite: structure', () => {
  it('holds at least 150 vignettes with unique, stable ids named after their level', () => {
    expect(vignettes.length).toBeGreaterThanOrEqual(150);
    expect(new Set(vignettes.map((vignette) => vignette.id)).size).toBe(vignettes.length);
    for (const vignette of vignettes) {
      expect(vignette.id).toMatch(/^[a-z]{2}-[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(vignette.id.startsWith(PREFIX[vignette.gold]), vignette.id).toBe(true);
    }
  });

  it('is balanced: every level has at least 35 vignettes, each style at least 40 % overall', () => {
    for (const level of TRIAGE_LEVELS) expect(byGold(level).length, level).toBeGreaterThanOrEqual(35);
    for (const style of ['patient', 'clinician'] as const) {
      const share = vignettes.filter((vignette) => vignette.style === style).length / vignettes.length;
      expect(share, style).toBeGreaterThanOrEqual(0.4);
      for (const level of TRIAGE_LEVELS) {
        const inLevel = byGold(level);
        const levelShare = inLevel.filter((vignette) => vignette.style === style).length / inLevel.length;
        expect(levelShare, `${style} in ${level}`).toBeGreaterThanOrEqual(0.3);
      }
    }
  });

  it('cites public guidance for every gold level, and gives a one-line rationale', () => {
    expectPublicGuidance(vignettes);
  });

  it('writes every input as a valid triage request body', () => {
    expect(invalidInputs(vignettes)).toEqual([]);
  });

  it('splits deterministically from the id, about 40 % held out, every level in both splits', () => {
    for (const vignette of vignettes) {
      const firstByte = createHash('sha256').update(vignette.id).digest()[0] ?? 255;
      const expected = SEEN_IN_ISSUE.has(vignette.id) || firstByte >= 102 ? 'dev' : 'held-out';
      expect(splitOf(vignette.id), vignette.id).toBe(expected);
      expect(splitOf(vignette.id)).toBe(splitOf(vignette.id));
    }
    const heldOut = vignettes.filter((vignette) => splitOf(vignette.id) === 'held-out');
    expect(heldOut.length / vignettes.length).toBeGreaterThan(0.25);
    expect(heldOut.length / vignettes.length).toBeLessThan(0.55);
    for (const level of TRIAGE_LEVELS)
      for (const split of ['dev', 'held-out'] as const)
        expect(
          byGold(level).filter((vignette) => splitOf(vignette.id) === split).length,
          `${level} in ${split}`,
        ).toBeGreaterThanOrEqual(10);
  });

  it('keeps the cases seen in the issue in the suite, in the dev split', () => {
    const ids = new Set(vignettes.map((vignette) => vignette.id));
    for (const id of SEEN_IN_ISSUE) {
      expect(ids.has(id), id).toBe(true);
      expect(splitOf(id)).toBe('dev');
    }
  });
});

describe('supplementary dev set (vignettes-dev-extra.json): structure', () => {
  const extraByGold = (level: TriageLevel) => extra.filter((vignette) => vignette.gold === level);

  it('holds at least 160 vignettes with x- ids naming their level, unique across both files', () => {
    expect(extra.length).toBeGreaterThanOrEqual(160);
    const ids = [...vignettes, ...extra].map((vignette) => vignette.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const vignette of extra) {
      expect(vignette.id).toMatch(/^x-(em|uc|sd|sc)-[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(
        vignette.id.startsWith(`${DEV_SETS['dev-extra'].prefix}${PREFIX[vignette.gold]}`),
        vignette.id,
      ).toBe(true);
    }
  });

  it('is balanced: every level has at least 35 vignettes, each style at least 40 % of every level', () => {
    for (const level of TRIAGE_LEVELS) {
      const inLevel = extraByGold(level);
      expect(inLevel.length, level).toBeGreaterThanOrEqual(35);
      for (const style of ['patient', 'clinician'] as const)
        expect(
          inLevel.filter((vignette) => vignette.style === style).length / inLevel.length,
          `${style} in ${level}`,
        ).toBeGreaterThanOrEqual(0.4);
    }
  });
});

describe('generalisation probes (vignettes-dev-probes.json): structure', () => {
  const probesByGold = (level: TriageLevel) => probes.filter((vignette) => vignette.gold === level);

  it('holds at least 120 vignettes with y- ids naming their level, unique across all files', () => {
    expect(probes.length).toBeGreaterThanOrEqual(120);
    const ids = [...vignettes, ...extra, ...probes].map((vignette) => vignette.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const vignette of probes) {
      expect(vignette.id).toMatch(/^y-(em|uc|sd|sc)-[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(
        vignette.id.startsWith(`${DEV_SETS['dev-probes'].prefix}${PREFIX[vignette.gold]}`),
        vignette.id,
      ).toBe(true);
    }
  });

  it('is balanced: every level has at least 25 vignettes, and both styles appear in every level', () => {
    for (const level of TRIAGE_LEVELS) {
      const inLevel = probesByGold(level);
      expect(inLevel.length, level).toBeGreaterThanOrEqual(25);
      for (const style of ['patient', 'clinician'] as const)
        expect(
          inLevel.filter((vignette) => vignette.style === style).length,
          `${style} in ${level}`,
        ).toBeGreaterThanOrEqual(5);
    }
  });
});

describe('third generalisation probes (vignettes-dev-probes-3.json): structured input', () => {
  it('uses the structured fields of the request', () => {
    const count = (has: (input: Vignette['input']) => boolean) =>
      probes3.filter((vignette) => has(vignette.input)).length;
    expect(count((input) => (input.symptoms?.length ?? 0) > 0)).toBeGreaterThanOrEqual(80);
    expect(count((input) => input.vitals !== undefined)).toBeGreaterThanOrEqual(40);
    expect(count((input) => (input.codes?.length ?? 0) > 0)).toBeGreaterThanOrEqual(5);
    expect(count((input) => input.duration !== undefined)).toBeGreaterThanOrEqual(100);
    expect(count((input) => input.pregnant !== undefined)).toBeGreaterThanOrEqual(5);
  });
});

/** The numbered probe sets: ids `<prefix>001`… in order, and the least each level and style holds. */
const NUMBERED: ReadonlyArray<
  [
    DevSet,
    readonly Vignette[],
    { size: number; perLevel: number; perStyle: number; most: Partial<Record<TriageLevel, number>> },
  ]
> = [
  ['dev-probes-2', probes2, { size: 200, perLevel: 35, perStyle: 4, most: { emergency: 60 } }],
  ['dev-probes-3', probes3, { size: 160, perLevel: 35, perStyle: 0, most: {} }],
  ['dev-probes-4', probes4, { size: 160, perLevel: 35, perStyle: 6, most: { emergency: 45 } }],
  ['dev-probes-5', probes5, { size: 160, perLevel: 35, perStyle: 6, most: { emergency: 45 } }],
  [
    'dev-probes-6',
    probes6,
    { size: 160, perLevel: 30, perStyle: 12, most: { 'urgent-care': 50, 'self-care': 45 } },
  ],
  [
    'dev-probes-7',
    probes7,
    {
      size: 160,
      perLevel: 35,
      perStyle: 14,
      most: { 'urgent-care': 44, 'self-care': 40, 'see-a-doctor': 40 },
    },
  ],
  ['dev-probes-8', probes8, { size: 160, perLevel: 40, perStyle: 16, most: {} }],
  ['dev-probes-9', probes9, { size: 160, perLevel: 40, perStyle: 20, most: {} }],
  ['dev-probes-10', probes10, { size: 160, perLevel: 40, perStyle: 15, most: {} }],
  ['dev-probes-11', probes11, { size: 160, perLevel: 40, perStyle: 15, most: {} }],
  ['dev-probes-12', probes12, { size: 160, perLevel: 40, perStyle: 15, most: {} }],
  ['dev-probes-13', probes13, { size: 160, perLevel: 40, perStyle: 15, most: {} }],
  ['dev-probes-14', probes14, { size: 160, perLevel: 40, perStyle: 15, most: {} }],
  ['dev-probes-15', probes15, { size: 160, perLevel: 40, perStyle: 14, most: {} }],
  ['dev-probes-16', probes16, { size: 160, perLevel: 40, perStyle: 11, most: {} }],
  ['dev-probes-17', probes17, { size: 160, perLevel: 30, perStyle: 9, most: { 'urgent-care': 70 } }],
  [
    'dev-probes-18',
    probes18,
    { size: 100, perLevel: 20, perStyle: 10, most: { emergency: 30, 'urgent-care': 30 } },
  ],
];

it('gives every development set a prefix of its own, so ids never collide across sets', () => {
  const prefixes = Object.values(DEV_SETS).map((set) => set.prefix);
  expect(new Set(prefixes).size).toBe(prefixes.length);
});

describe.each(NUMBERED)('generalisation probes %s: structure', (set, cases, least) => {
  const { prefix } = DEV_SETS[set];

  it(`holds ${least.size} vignettes with ids ${prefix}001 onward, in order`, () => {
    expect(cases.length).toBe(least.size);
    for (const [at, vignette] of cases.entries())
      expect(vignette.id).toBe(`${prefix}${String(at + 1).padStart(3, '0')}`);
  });

  it('covers every level, weighted as written, with both styles in every level', () => {
    const count = (level: TriageLevel) => cases.filter((vignette) => vignette.gold === level).length;
    for (const level of TRIAGE_LEVELS) {
      expect(count(level), level).toBeGreaterThanOrEqual(least.most[level] ?? least.perLevel);
      for (const style of ['patient', 'clinician'] as const)
        expect(
          cases.filter((vignette) => vignette.gold === level && vignette.style === style).length,
          `${style} in ${level}`,
        ).toBeGreaterThanOrEqual(least.perStyle);
    }
  });
});

describe('every dev-only vignette', () => {
  it('has an id unique across all files', () => {
    const ids = [...vignettes, ...devOnly].map((vignette) => vignette.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe.each(DEV_ONLY.map(([set, cases]) => [DEV_SETS[set].file, cases] as const))(
  'dev-only set %s: sources, inputs and split',
  (_, set) => {
    it('cites https public guidance for every gold level, with a one-line rationale', () => {
      expectPublicGuidance(set);
    });

    it('writes every input as a valid triage request body', () => {
      expect(invalidInputs(set)).toEqual([]);
    });

    it('is always in the dev split', () => {
      for (const vignette of set) expect(splitOf(vignette.id), vignette.id).toBe('dev');
    });
  },
);

describe('triage vignette suite: safety on the dev split', () => {
  const dev: Vignette[] = [...vignettes.filter((vignette) => splitOf(vignette.id) === 'dev'), ...devOnly];
  const outcomes = runVignettes(dev);

  it('triages every emergency vignette as an emergency', () => {
    const missed = outcomes
      .filter(({ vignette, predicted }) => vignette.gold === 'emergency' && predicted !== 'emergency')
      .map(({ vignette, predicted }) => `${vignette.id} -> ${predicted}`);
    expect(missed).toEqual([]);
  });

  it('under-triages no vignette', () => {
    const { underTriaged } = report(outcomes);
    expect(underTriaged).toEqual([]);
  });
});
