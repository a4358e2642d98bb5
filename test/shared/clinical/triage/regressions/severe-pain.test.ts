import { describe, expect, it } from 'vitest';
import { triage } from '../../../../support/triage.ts';

/**
 * Pain told as severe is never self-care: the NHS pages for back pain, period pain, earache and
 * sprains send severe pain to a GP. Before this, "my back pain is excruciating" was self-care.
 */
describe('severe pain in a self-limiting complaint (NHS: see a GP when the pain is severe)', () => {
  it.each([
    'my back pain is excruciating',
    'unbearable sore throat since yesterday',
    'severe tension headache after work',
    'my ankle sprain is agony',
    'excruciating earache',
    'period pain is so bad I cannot get out of bed',
    'back pain, the pain is so bad I can hardly sleep',
    'muscle ache after the gym is 10/10',
    'worst back pain of my life after lifting a sofa',
  ])('%s → at least see-a-doctor', (text) => {
    expect(triage(text)).not.toBe('self-care');
  });

  it('leaves denied, mild and non-pain intensity wording to the complaint', () => {
    expect(triage('a mild headache, not severe')).toBe('self-care');
    expect(triage('no severe pain, just a mild sore throat')).toBe('self-care');
    expect(triage('mild backache after gardening, not the worst pain ever')).toBe('self-care');
    expect(triage('the worst cold ever, runny nose and sneezing for 3 days')).toBe('self-care');
  });
});
