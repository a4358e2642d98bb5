import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkInteractions, normalizeMedication } from '../../../../shared/clinical/drugs/checker.ts';
import { InteractionImportError, parseNdfRt } from '../../../../shared/clinical/drugs/ndf-rt.ts';

const severities = (names: string[]) =>
  checkInteractions(names).interactions.map((i) => `${i.ingredients.join('+')}:${i.severity}`);

describe('reading a medication list', () => {
  it.each([
    ['Zoloft', ['sertraline'], 'brand'],
    ['SERTRALINE 50 MG TABLET', ['sertraline'], 'ingredient'],
    ['Toprol XL 25 mg', ['metoprolol'], 'brand'],
    ['blorptex', [], 'unrecognized'],
    ['paracetamol', ['acetaminophen'], 'other name'],
    ['Percocet 5/325', ['oxycodone', 'acetaminophen'], 'combination'],
    ['simvastatn', ['simvastatin'], 'spelling corrected'],
    ['clarithromicin', ['clarithromycin'], 'spelling corrected'],
    ["St. John's Wort", ["st john's wort"], 'ingredient'],
  ])('%s reads as %j (%s)', (input, ingredients, match) => {
    const result = normalizeMedication(input);
    expect(result.ingredients).toEqual(ingredients);
    expect(result.match).toBe(match);
  });
});

describe('interaction rules', () => {
  it('flags the combinations alert lists are built on', () => {
    expect(severities(['phenelzine', 'sertraline'])).toEqual(['phenelzine+sertraline:contraindicated']);
    expect(severities(['clarithromycin', 'simvastatin'])).toEqual([
      'clarithromycin+simvastatin:contraindicated',
    ]);
    expect(severities(['ketoconazole', 'fentanyl'])).toEqual(['ketoconazole+fentanyl:major']);
    expect(severities(['citalopram', 'ondansetron'])[0]).toBe('citalopram+ondansetron:major');
    expect(severities(['warfarin', 'aspirin'])).toEqual(['warfarin+aspirin:major']);
    expect(severities(['apixaban', 'naproxen'])).toEqual(['apixaban+naproxen:major']);
    expect(severities(['sildenafil', 'isosorbide mononitrate'])).toEqual([
      'sildenafil+isosorbide mononitrate:contraindicated',
    ]);
    expect(severities(['oxycodone', 'alprazolam'])).toEqual(['oxycodone+alprazolam:major']);
    expect(severities(['lisinopril', 'spironolactone'])).toEqual(['lisinopril+spironolactone:major']);
    expect(severities(['rifampin', 'ethinyl estradiol'])).toEqual(['rifampin+ethinyl estradiol:major']);
    expect(severities(['tizanidine', 'ciprofloxacin'])).toEqual(['tizanidine+ciprofloxacin:contraindicated']);
  });

  it('reports nothing for medicines with no known interaction', () => {
    expect(severities(['metformin', 'atorvastatin', 'amlodipine'])).toEqual([]);
  });

  it('checks the ingredients of combination products and names duplicates', () => {
    const report = checkInteractions(['Percocet', 'Tylenol', 'Xanax']);
    expect(report.duplicates).toEqual(['acetaminophen']);
    expect(report.interactions.map((i) => i.rule)).toEqual(['opioid-benzodiazepine']);
    expect(report.interactions[0]?.medications).toEqual(['Percocet', 'Xanax']);
  });

  it('orders interactions most severe first, each with mechanism, management and a source', () => {
    const report = checkInteractions(['ibuprofen', 'lisinopril', 'sildenafil', 'nitroglycerin', 'warfarin']);
    const order = report.interactions.map((i) => i.severity);
    expect(order[0]).toBe('contraindicated');
    expect(
      [...order].sort(
        (a, b) =>
          ['contraindicated', 'major', 'moderate', 'minor'].indexOf(a) -
          ['contraindicated', 'major', 'moderate', 'minor'].indexOf(b),
      ),
    ).toEqual(order);
    for (const interaction of report.interactions) {
      expect(interaction.mechanism.length).toBeGreaterThan(10);
      expect(interaction.management.length).toBeGreaterThan(10);
      expect(interaction.source.url).toMatch(/^https:\/\//);
    }
  });
});

describe('the VA NDF-RT importer', () => {
  const saved = process.env.INTERACTIONS_FILE;
  afterEach(() => {
    if (saved === undefined) delete process.env.INTERACTIONS_FILE;
    else process.env.INTERACTIONS_FILE = saved;
  });

  const TABLE = [
    'drug_a\tdrug_b\tseverity\tndfrt_label\tndfrt_uri',
    'nilotinib\tnizatidine\tSignificant\tNILOTINIB/NIZATIDINE [VA Drug Interaction]\thttp://purl.bioontology.org/ontology/NDFRT/N0000181763',
    'rifampicin\tzafirlukast\tCritical\tRIFAMPIN/ZAFIRLUKAST [VA Drug Interaction]\thttp://purl.bioontology.org/ontology/NDFRT/N0000000001',
  ].join('\n');

  it('maps NDF-RT names to our ingredients and severities to ours', () => {
    const rows = parseNdfRt(TABLE);
    expect(rows.map((row) => [row.a, row.b, row.severity])).toEqual([
      ['nilotinib', 'nizatidine', 'moderate'],
      ['rifampin', 'zafirlukast', 'major'],
    ]);
  });

  it('refuses a malformed table naming the line, and an empty one', () => {
    expect(() => parseNdfRt('a\tb\n')).toThrow(/line 1/);
    expect(() => parseNdfRt(`${TABLE}\nx\ty\tSevere\tL\thttp://u`)).toThrow(/line 4: severity/);
    expect(() => parseNdfRt(`${TABLE}\nx\ty`)).toThrow(InteractionImportError);
    expect(() => parseNdfRt(TABLE.split('\n')[0] ?? '')).toThrow(/no interaction rows/);
  });

  it('adds imported pairs to the checker, recognising their new names', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'ndfrt-')), 'interactions.jsonl');
    writeFileSync(
      file,
      parseNdfRt(TABLE)
        .map((row) => JSON.stringify(row))
        .join('\n'),
    );
    process.env.INTERACTIONS_FILE = file;
    const report = checkInteractions(['Nilotinib', 'nizatidine', 'rifampin', 'zafirlukast']);
    expect(report.interactions.map((i) => [i.ingredients.join('+'), i.severity, i.basis])).toEqual([
      ['rifampin+zafirlukast', 'major', 'imported'],
      ['nilotinib+nizatidine', 'moderate', 'imported'],
    ]);
    expect(report.interactions[0]?.source.url).toBe('http://purl.bioontology.org/ontology/NDFRT/N0000000001');
  });
});
