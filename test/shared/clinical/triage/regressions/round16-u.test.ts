import { describe, expect, it } from 'vitest';
import { ids, triage } from '../../../../support/triage.ts';

/**
 * Round sixteen (helper U): under-triage in adults with long-term conditions, their medicines and
 * devices, found by the twelfth development probes (vignettes-dev-probes-12.json). Each concept is
 * tested in wording unlike the probe that exposed it, with the near-misses it must not catch.
 */

describe('diarrhoea on cancer treatment (Macmillan, UKONS 24-hour triage tool)', () => {
  it('sends any diarrhoea on a checkpoint inhibitor to the same-day helpline', () => {
    expect(
      triage('my wife is on nivolumab for lung cancer and has had the runs since yesterday', { age: 58 }),
    ).toBe('urgent-care');
    expect(triage("Dad's on immunotherapy for his kidney cancer, loose stools for 2 days", { age: 77 })).toBe(
      'urgent-care',
    );
    expect(ids('on ipilimumab + nivolumab, 4 episodes of watery diarrhoea since this morning')).toContain(
      'immunotherapy-diarrhoea',
    );
  });

  it('sends diarrhoea 4 or more times a day, or more than usual, on chemotherapy to the same day', () => {
    expect(triage('pt on FOLFOX, bowels open 7 times today, watery diarrhoea', { age: 66 })).toBe(
      'urgent-care',
    );
    expect(triage('on xeloda and ive had the runs 5 times today', { age: 70 })).toBe('urgent-care');
    expect(triage('on chemo for breast cancer, diarhoea a lot more than usual today', { age: 49 })).toBe(
      'urgent-care',
    );
  });

  it('does not fire on no diarrhoea, a single loose stool on chemotherapy, or old or allergy treatment', () => {
    expect(ids('im on keytruda, no diarrhoea, bit tired')).not.toContain('immunotherapy-diarrhoea');
    expect(ids('on capecitabine, diarrhoea once today')).not.toContain('chemotherapy-diarrhoea');
    expect(ids('had chemo 5 years ago, diarrhoea 5 times today')).not.toContain('chemotherapy-diarrhoea');
    expect(ids('grass pollen immunotherapy, diarrhoea since yesterday')).not.toContain(
      'immunotherapy-diarrhoea',
    );
  });
});

describe('constipation on clozapine (MHRA Drug Safety Update 2020)', () => {
  it('sends constipation or no poo for days on clozapine to the same day', () => {
    expect(triage("I take clozaril and I've been really constipated this week", { age: 35 })).toBe(
      'urgent-care',
    );
    expect(triage('pt on clozapine 300mg, BNO 5/7, mild abdo discomfort', { age: 41 })).toBe('urgent-care');
    expect(triage('my brother on zaponex has not opened his bowels since saturday', { age: 33 })).toBe(
      'urgent-care',
    );
  });

  it('does not fire on normal bowels, constipation off clozapine, or clozapine long stopped', () => {
    expect(ids('on clozapine, bowels fine, no constipation')).not.toContain('clozapine-constipation');
    expect(ids('on clozapine and had a poo this morning')).not.toContain('clozapine-constipation');
    expect(ids('stopped clozapine in 2015, constipated')).not.toContain('clozapine-constipation');
    expect(ids('I am constipated, on sertraline')).not.toContain('clozapine-constipation');
  });
});

describe('long-term steroid tablets stopped suddenly (NHS prednisolone, Society for Endocrinology)', () => {
  it('sends tiredness, dizziness or nausea after stopping or running out to the same day', () => {
    expect(
      triage(
        "I've been on steroids for my lupus for years and stopped them last week because of the side effects, now I feel exhausted and dizzy",
        { age: 45 },
      ),
    ).toBe('urgent-care');
    expect(
      triage(
        'long term prednisolone for asthma, came off it all at once 4 days ago, light headed and wiped out',
        {
          age: 60,
        },
      ),
    ).toBe('urgent-care');
    expect(
      ids(
        'She has taken prednisolone for over a year for PMR. Ran out 2 days ago. Feels weak and nauseous.',
        {
          age: 80,
        },
      ),
    ).toContain('steroid-stopped-suddenly');
  });

  it('does not fire on a short course finished, a cream stopped, or no symptoms', () => {
    expect(ids('finished my 5 day course of prednisolone, a bit tired')).not.toContain(
      'steroid-stopped-suddenly',
    );
    expect(ids('on prednisolone for years, stopped my steroid cream, feel tired')).not.toContain(
      'steroid-stopped-suddenly',
    );
    expect(
      ids('on prednisolone for years. ran out 2 days ago. no dizziness or nausea, feel fine'),
    ).not.toContain('steroid-stopped-suddenly');
    expect(ids('on prednisolone for years. ran out of milk yesterday, feel a bit tired')).not.toContain(
      'steroid-stopped-suddenly',
    );
  });
});

describe('blood sugar staying high with thirst or weeing a lot (NHS high blood sugar, Diabetes UK)', () => {
  it('sends readings of 15 mmol/L or more with symptoms to the same day', () => {
    expect(
      triage(
        "my dad's blood sugar has been over 20 all week and he's drinking loads and weeing all the time",
        {
          age: 78,
        },
      ),
    ).toBe('urgent-care');
    expect(triage('type 2, BMs running at 17 since my chest infection, very thirsty', { age: 66 })).toBe(
      'urgent-care',
    );
    expect(triage('on dexamethasone for chemo, glucose 320 mg/dL and peeing a lot', { age: 59 })).not.toBe(
      'see-a-doctor',
    );
    expect(ids('T2DM, cbg 16.8 and 19.2 today, polydipsia')).toContain('persistent-hyperglycaemia');
  });

  it('does not fire on a single high reading without symptoms, or thirst with a normal reading', () => {
    expect(ids('my sugar was 16 after christmas dinner, feel fine')).not.toContain(
      'persistent-hyperglycaemia',
    );
    expect(ids('sugar 9.5 this morning, a bit thirsty')).not.toContain('persistent-hyperglycaemia');
    expect(ids('took 20 units of insulin, thirsty after the gym')).not.toContain('persistent-hyperglycaemia');
    expect(ids('diabetic for 20 years, thirsty in this heat')).not.toContain('persistent-hyperglycaemia');
  });
});

describe('a new infection in people at the highest risk (NHS treatments for COVID-19, NICE NG78)', () => {
  it('sends a positive COVID test with a transplant or immunosuppressants to the same day', () => {
    expect(
      triage("I'm on methotrexate and adalimumab for RA and my covid test came back positive today", {
        age: 52,
      }),
    ).toBe('urgent-care');
    expect(triage('my husband had a liver transplant, he has covid, mild cough', { age: 63 })).toBe(
      'urgent-care',
    );
    expect(ids('pt on tacrolimus post renal tx, LFT positive for SARS-CoV-2')).toContain(
      'covid-highest-risk',
    );
  });

  it('does not fire on a negative test, or COVID in someone not at highest risk', () => {
    expect(ids('kidney transplant, covid test negative, sniffly')).not.toContain('covid-highest-risk');
    expect(ids('tested positive for covid, healthy 30 year old, sore throat')).not.toContain(
      'covid-highest-risk',
    );
  });

  it('sends a cystic fibrosis chest flare-up to the same day', () => {
    expect(
      triage("my daughter has cystic fibrosis and her phlegm has gone green and there's lots more of it", {
        age: 12,
      }),
    ).toBe('urgent-care');
    expect(
      triage('I have CF, my FEV1 has dropped from 70 to 58 this week and im coughing more', { age: 27 }),
    ).toBe('urgent-care');
    expect(ids('19F CF, 5/7 increased sputum, more purulent')).toContain('cf-exacerbation');
  });

  it('does not fire on a CF carrier, a screening test, or an unchanged chest', () => {
    expect(ids('cystic fibrosis carrier, coughing up green phlegm')).not.toContain('cf-exacerbation');
    expect(ids('my baby was tested for cystic fibrosis, she has more phlegm')).not.toContain(
      'cf-exacerbation',
    );
    expect(
      ids('I have cystic fibrosis, chest is fine, no change in sputum, here about my knee'),
    ).not.toContain('cf-exacerbation');
  });
});

describe('a rash soon after starting allopurinol or an anticonvulsant (NHS allopurinol, MHRA/BNF)', () => {
  it('sends a new or widespread rash within weeks of starting to the same day', () => {
    expect(
      triage('My mum started lamotrigine 2 weeks ago and now has a red rash on her chest', { age: 76 }),
    ).toBe('urgent-care');
    expect(
      triage('dad has been on allopurinol for a month and has come out in a rash all over his body', {
        age: 81,
      }),
    ).toBe('urgent-care');
    expect(
      ids('I was prescribed co-trimoxazole 5 days ago, itchy spotty rash spreading over my back'),
    ).toContain('new-medicine-severe-rash-risk');
  });

  it('does not fire on a medicine taken for years, no rash, or no rash at all', () => {
    expect(ids('on allopurinol for 10 years, small rash on my hand from a new soap')).not.toContain(
      'new-medicine-severe-rash-risk',
    );
    expect(ids('started carbamazepine last week, no rash, a bit dizzy')).not.toContain(
      'new-medicine-severe-rash-risk',
    );
    expect(ids('started allopurinol last week, gout in my toe is sore')).not.toContain(
      'new-medicine-severe-rash-risk',
    );
    expect(ids('on allopurinol for 6 years, widespread rash')).not.toContain('new-medicine-severe-rash-risk');
  });
});
