import { describe, expect, it } from 'vitest';
import { findings, ids, triage } from '../../../../support/triage.ts';

/**
 * Round thirteen (lead): "odd" was read as "OD'd" (an overdose), which sent "my heart feels odd" to
 * 911 and hid that a heart attack told without chest pain ("felt really odd… a heavy ache across my
 * upper back… sweaty and puffed out") was caught only by that misreading. Both mended together, so
 * the narrowing lowers nothing (checked over every development and hostile-review input).
 */

describe('"odd" is not an overdose; "OD\'d" still is', () => {
  it('does not read odd as an overdose', () => {
    expect(ids('my heart feels odd')).not.toContain('overdose-poisoning');
    expect(ids('I feel a bit odd today, tired after work')).not.toContain('overdose-poisoning');
    expect(findings('the odd headache now and then')).not.toContain('poisoning');
  });

  it("still reads OD'd and OD'ed", () => {
    expect(triage("she OD'd on her pills", { age: 19 })).toBe('emergency');
    expect(triage("he od'ed last night and won't wake properly", { age: 30 })).toBe('emergency');
  });
});

describe('a heart attack told as an upper back ache with a cold sweat (AHA, heart attack symptoms in women)', () => {
  it('sends an upper back or between-the-shoulder-blades ache with sweating and sickness or breathlessness to 911', () => {
    expect(
      triage(
        "I'm 61 and have felt really odd for the last hour, a heavy ache across my upper back and between my shoulder blades, a bit sick, sweaty and puffed out just walking to the kitchen. No real chest pain. I'm diabetic. Probably indigestion?",
        { age: 61, sex: 'female' },
      ),
    ).toBe('emergency');
    expect(triage('heavy ache between my shoulder blades, sweaty and feel sick', { age: 58 })).toBe(
      'emergency',
    );
    expect(triage('upper back pain for an hour, clammy and nauseous', { age: 66, sex: 'female' })).toBe(
      'emergency',
    );
    expect(ids('70F, interscapular ache 40 min, diaphoretic, SOB')).toContain('chest-pain');
  });

  it('does not read an upper back ache alone', () => {
    expect(ids('my upper back aches from gardening')).not.toContain('chest-pain');
    expect(ids('pain between my shoulder blades after sleeping funny')).not.toContain('chest-pain');
  });
});

describe('"puffed out" is breathlessness', () => {
  it('reads puffed out and out of puff, not puffed-out cheeks', () => {
    expect(findings('I get puffed out on the stairs now')).toContain('breathless');
    expect(findings('out of puff walking to the shop')).toContain('breathless');
    expect(findings('the baby puffed out his cheeks')).not.toContain('breathless');
  });
});

describe('"sat nav" is not oxygen saturation', () => {
  it('keeps sat nav as a device while sats stay SpO2', () => {
    expect(ids("the sat nav's voice told me to turn left")).toEqual([]);
    expect(triage('my sat nav keeps telling me to kill myself', { age: 40 })).toBe('emergency');
    expect(ids('sats 91% on air', { age: 70 })).toContain('low-oxygen');
  });
});
