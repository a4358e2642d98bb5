import { describe, expect, it } from 'vitest';
import {
  buildDataset,
  dotted,
  parseCodesCsv,
  parseCodesTxt,
  parseCsv,
  parseDrugXml,
  parseIndexCsv,
  parseIndexXml,
  parseNeoplasmCsv,
  parseNeoplasmXml,
  parseOrderFile,
  parseTabularXml,
} from '../../../../shared/clinical/coding/importer.ts';

// Small fixtures in the CDC layouts (the real files are read by the build script and the benchmark).
const TABULAR = `<?xml version="1.0" encoding="utf-8"?>
<ICD10CM.tabular>
  <version>2099</version>
  <chapter><name>4</name><desc>Endocrine</desc>
    <section id="E08-E13">
      <diag>
        <name>E11</name>
        <desc>Type 2 diabetes mellitus</desc>
        <useAdditionalCode><note>insulin (Z79.4)</note></useAdditionalCode>
        <excludes1><note>type 1 diabetes mellitus (E10.-)</note></excludes1>
        <diag><name>E11.9</name><desc>Type 2 diabetes mellitus without complications</desc>
          <inclusionTerm><note>Type 2 diabetes &amp; nothing else</note></inclusionTerm>
        </diag>
      </diag>
    </section>
  </chapter>
  <chapter><name>19</name><desc>Injury</desc>
    <section id="S70-S79">
      <diag>
        <name>S72</name><desc>Fracture of femur</desc>
        <sevenChrDef>
          <extension char="A">initial encounter for closed fracture</extension>
          <extension char="D">subsequent encounter for closed fracture with routine healing</extension>
        </sevenChrDef>
        <diag><name>S72.0</name><desc>Fracture of head and neck of femur</desc></diag>
      </diag>
    </section>
  </chapter>
</ICD10CM.tabular>`;

describe('ICD-10-CM importer', () => {
  it('normalizes codes to the dotted upper-case form', () => {
    expect(dotted('e119')).toBe('E11.9');
    expect(dotted(' S72001A ')).toBe('S72.001A');
    expect(dotted('I10')).toBe('I10');
  });

  it('reads quoted CSV fields with commas, doubled quotes and newlines', () => {
    expect(parseCsv('a,b\n"x, y","say ""hi""\nthere"\r\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"\nthere'],
    ]);
  });

  it('reads the three code-set layouts and fails naming the line', () => {
    expect(parseCodesCsv('Code,Description,ChapterID\nE11.9,"Type 2, plain",4\n')).toEqual([
      ['E11.9', 'Type 2, plain'],
    ]);
    expect(parseCodesTxt('E119    Type 2 diabetes mellitus without complications\n')).toEqual([
      ['E11.9', 'Type 2 diabetes mellitus without complications'],
    ]);
    // Order number (5), code (7), billable flag, short title (60), long title; single spaces between.
    const line = (n: number, code: string, flag: string, title: string) =>
      `${String(n).padStart(5, '0')} ${code.padEnd(7)} ${flag} ${title.slice(0, 60).padEnd(60)} ${title}`;
    const order = `${line(1, 'A00', '0', 'Cholera')}\n${line(2, 'A000', '1', 'Cholera due to Vibrio cholerae 01, biovar cholerae')}\n`;
    expect(parseOrderFile(order)).toEqual({
      codes: [
        ['A00', 'Cholera'],
        ['A00.0', 'Cholera due to Vibrio cholerae 01, biovar cholerae'],
      ],
      billable: ['A00.0'],
    });
    expect(() => parseCodesCsv('Code,Description\nnot a code,x\n')).toThrow(/line 2/);
    expect(() => parseCodesCsv('Cod,Description\n')).toThrow(/missing column/);
  });

  it('reads tabular notes by code: inclusion terms, excludes1, use additional code, 7th characters', () => {
    const tabular = parseTabularXml(TABULAR);
    expect(tabular.version).toBe('2099');
    expect(tabular.notes.E11).toEqual({
      useAdditionalCode: ['insulin (Z79.4)'],
      excludes1: ['type 1 diabetes mellitus (E10.-)'],
    });
    expect(tabular.notes['E11.9']?.inclusion).toEqual(['Type 2 diabetes & nothing else']);
    expect(tabular.notes.S72?.seventh).toEqual([
      ['A', 'initial encounter for closed fracture'],
      ['D', 'subsequent encounter for closed fracture with routine healing'],
    ]);
    expect(tabular.codes.map(([code]) => code)).toEqual(['E11', 'E11.9', 'S72', 'S72.0']);
  });

  it('rebuilds index term paths from levels (CSV) and nesting (CDC XML)', () => {
    const csv = `RowID,Letter,Level,Term,See,SeeAlso,NonEssModif,Code
1,D,0,"Diabetes, diabetic",,,(mellitus),E11.9
2,D,1,with,,,,
3,D,2,gastroparesis,,,,E11.43
4,D,0,Dialysis,"Dialysis, renal",,,
`;
    expect(parseIndexCsv(csv)).toEqual([
      ['E11.9', 'Diabetes, diabetic', 'index'],
      ['E11.43', 'Diabetes, diabetic › with › gastroparesis', 'index'],
    ]);
    expect(() => parseIndexCsv('Level,Term,Code\n2,x,A00\n')).toThrow(/level 2/);
    const xml = `<ICD10CM.index><letter><title>D</title>
      <mainTerm><title>Diabetes, diabetic <nemod>(mellitus)</nemod></title><code>E11.9</code>
        <term level="1"><title>with</title>
          <term level="2"><title>gastroparesis</title><code>E11.43</code></term>
        </term>
      </mainTerm></letter></ICD10CM.index>`;
    expect(parseIndexXml(xml)).toEqual([
      ['E11.43', 'Diabetes, diabetic › with › gastroparesis', 'index'],
      ['E11.9', 'Diabetes, diabetic', 'index'],
    ]);
  });

  it('turns neoplasm table sites into phrases per behaviour', () => {
    const csv = `RowID,Level,Term,SeeAlso,NonEssModif,MalignantPrimary,MalignantSecondary,CaInSitu,Benign,UncertainBehavior,UnspecifiedBehavior
1,0,"Neoplasm, neoplastic",,,C80.1,C79.9,D09.9,D36.9,D48.9,D49.9
2,1,breast (connective tissue),,,C50.9-,C79.81,D05.9-,D24.-,D48.6-,D49.3
`;
    expect(parseNeoplasmCsv(csv)).toEqual([
      ['C50.9-', 'malignant neoplasm › breast', 'neoplasm'],
      ['C79.81', 'secondary malignant neoplasm › breast', 'neoplasm'],
      ['D05.9-', 'carcinoma in situ › breast', 'neoplasm'],
      ['D24.-', 'benign neoplasm › breast', 'neoplasm'],
    ]);
  });

  it('reads the CDC neoplasm and drug table XML; a substance alone is never a phrase', () => {
    const neoplasm = `<ICD10CM.index><version>2099</version><letter><title>N</title>
      <mainTerm><title>Neoplasm, neoplastic</title><cell col="2">C80.1</cell>
        <term level="1"><title>liver <nemod>(right lobe)</nemod></title>
          <cell col="2">C22.9</cell><cell col="3">C78.7</cell><cell col="4">D01.5</cell><cell col="5">D13.4</cell><cell col="6">D37.6</cell>
        </term>
      </mainTerm></letter></ICD10CM.index>`;
    expect(parseNeoplasmXml(neoplasm)).toEqual([
      ['C22.9', 'malignant neoplasm › liver', 'neoplasm'],
      ['C78.7', 'secondary malignant neoplasm › liver', 'neoplasm'],
      ['D01.5', 'carcinoma in situ › liver', 'neoplasm'],
      ['D13.4', 'benign neoplasm › liver', 'neoplasm'],
    ]);
    const drug = `<ICD10CM.index><letter><title>A</title>
      <mainTerm><title>Acetaminophen</title>
        <cell col="2">T39.1X1</cell><cell col="3">T39.1X2</cell><cell col="4">--</cell>
        <cell col="5">T39.1X4</cell><cell col="6">T39.1X5</cell><cell col="7">T39.1X6</cell>
      </mainTerm></letter></ICD10CM.index>`;
    expect(parseDrugXml(drug).map(([code, phrase]) => `${code} ${phrase}`)).toEqual([
      'T39.1X1 poisoning by › Acetaminophen',
      'T39.1X1 (accidental) overdose of › Acetaminophen',
      'T39.1X2 intentional self-harm poisoning by › Acetaminophen',
      'T39.1X2 intentional overdose of › Acetaminophen',
      'T39.1X4 poisoning by undetermined intent › Acetaminophen',
      'T39.1X5 adverse effect of › Acetaminophen',
      'T39.1X6 underdosing of › Acetaminophen',
    ]);
  });

  it('builds a sorted dataset whose notes and phrases belong to codes of the set', () => {
    const dataset = buildDataset({
      codes: {
        name: 'codes_2099.csv',
        layout: 'csv',
        text: 'Code,Description\nS72.0,Fracture of head and neck of femur\nE11.9,T2\nE11,Type 2 diabetes mellitus\n',
      },
      tabular: { name: 'icd10cm_tabular_2099.xml', text: TABULAR },
    });
    expect(dataset.codes.map(([code]) => code)).toEqual(['E11', 'E11.9', 'S72.0']);
    // S72 is not in this code set but sits above S72.0: its 7th characters are kept.
    expect(Object.keys(dataset.notes).sort()).toEqual(['E11', 'E11.9', 'S72']);
    expect(dataset.terms).toEqual([['E11.9', 'Type 2 diabetes & nothing else', 'inclusion']]);
    expect(dataset.sources.tabular).toBe('icd10cm_tabular_2099.xml (version 2099)');
  });
});
