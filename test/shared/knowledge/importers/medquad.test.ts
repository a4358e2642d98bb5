import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  decodeXml,
  MEDQUAD_ATTRIBUTION,
  MedQuadFormatError,
  parseMedQuadDocument,
  readMedQuad,
  withoutRepeatedLists,
} from '../../../../shared/knowledge/importers/medquad.ts';
import { PROJECT_ROOT } from '../../../../tools/local/api.ts';

const FIXTURES = join(PROJECT_ROOT, 'test/fixtures/medquad');

describe('MedQuAD importer', () => {
  it('reads one entry per answered pair, with MedQuAD ids, types, focus, synonyms and attribution', () => {
    // Act
    const pairs = readMedQuad(FIXTURES);

    // Assess
    expect(pairs.map((pair) => pair.entry.id)).toEqual([
      'GARD_0000001_1_Sec1',
      'GARD_0000001_1_Sec2',
      'NINDS_0000007_Sec1',
    ]);
    const treatment = pairs[1]?.entry;
    expect(treatment).toMatchObject({
      title: 'Sample Condition & Friends: treatment',
      questionType: 'treatment',
      focus: 'Sample Condition & Friends',
      synonyms: ['Fixture syndrome', 'SCF'],
      reliability: 'B',
      attribution: MEDQUAD_ATTRIBUTION,
      url: 'https://example.org/fixture/sample-condition',
    });
    expect(treatment?.source).toContain('CC BY 4.0');
    expect(pairs[0]?.entry.body).toContain('"imaginary"');
    expect(pairs[0]?.question).toBe('What is (are) Sample Condition & Friends ?');
  });

  it('never indexes the question text', () => {
    for (const { entry, question } of readMedQuad(FIXTURES)) {
      expect(entry.body).not.toContain(question);
      expect(entry.title).not.toContain('What');
    }
  });

  it('reads the lower-case variant of the schema some NINDS files use', () => {
    const variant = readMedQuad(FIXTURES).find((pair) => pair.entry.id.startsWith('NINDS'));
    expect(variant?.entry).toMatchObject({ focus: 'Lowercase Variant Disorder', questionType: 'outlook' });
  });

  it('names the file of a document it cannot read', () => {
    expect(() => parseMedQuadDocument('<html></html>', 'broken.xml')).toThrow(MedQuadFormatError);
    expect(() => parseMedQuadDocument('<html></html>', 'broken.xml')).toThrow(/broken\.xml/);
  });

  it('decodes named and numeric XML entities', () => {
    expect(decodeXml('a &amp; b &lt;c&gt; &quot;d&quot; &apos;e&apos; &#169; &#x2764;')).toBe(
      'a & b <c> "d" \'e\' © ❤',
    );
  });
});

describe('a list MedQuAD gives twice', () => {
  it('keeps the bulleted list and drops its run-together copy', () => {
    const answer =
      'Signs may include - a dry, hacking cough - wheezing  - shortness of breath. a dry, hacking cough wheezing shortness of breath. See a doctor if they last.';
    expect(withoutRepeatedLists(answer)).toBe(
      'Signs may include - a dry, hacking cough - wheezing  - shortness of breath. See a doctor if they last.',
    );
  });

  it('leaves a list alone when what follows is not its copy, and text without lists unchanged', () => {
    const answer = 'Risks include - smoking - age. Smoking is the main one.';
    expect(withoutRepeatedLists(answer)).toBe(answer);
    expect(withoutRepeatedLists('Well-known low-fat diets help - sometimes.')).toBe(
      'Well-known low-fat diets help - sometimes.',
    );
  });
});
