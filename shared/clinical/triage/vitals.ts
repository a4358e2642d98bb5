import type { Finding } from '../red-flags/findings.ts';
import { CALL_911 } from '../red-flags/rules/common.ts';
import {
  hypertensiveCrisisFlag,
  hypertensiveEmergencyFlag,
  oxygenFlag,
  pregnancyHypertensionFlag,
  type RedFlag,
} from '../red-flags.ts';
import { celsius, type News2, type QSofa, type Vitals } from './scores.ts';

const RCP_NEWS2 = {
  title: 'National Early Warning Score (NEWS) 2, Royal College of Physicians (2017)',
  url: 'https://www.rcp.ac.uk/improving-care/resources/national-early-warning-score-news-2/',
};

/**
 * A child's measured vital signs against age bands: a systolic pressure below 70 + 2 × age (PALS),
 * a heart rate above the NICE NG143 amber limits (160 under 1 year, 150 from 1, 140 from 2 to 4,
 * 130 from 5), a breathing rate above them (60 under 6 months, 50 under 1 year, 40 under 5, 30
 * from 5), and the NG143 red limit of a breathing rate above 60 at any age under 5.
 */
const childVitals = (vitals: Vitals, age: number) => {
  const heartLimit = age < 1 ? 160 : age < 2 ? 150 : age < 5 ? 140 : 130;
  const breathingLimit = age < 0.5 ? 60 : age < 1 ? 50 : age < 5 ? 40 : 30;
  return {
    lowBloodPressure: vitals.systolic !== undefined && vitals.systolic < 70 + 2 * Math.floor(age),
    fastHeart: vitals.heartRate !== undefined && vitals.heartRate > heartLimit,
    fastBreathing: vitals.respiratoryRate !== undefined && vitals.respiratoryRate > breathingLimit,
    veryFastBreathing: age < 5 && vitals.respiratoryRate !== undefined && vitals.respiratoryRate > 60,
  };
};

/**
 * Findings that measured vital signs stand for, so that the text rules read "fever" from 38.4 °C
 * and "confusion" from ACVPU as they would from words.
 */
export const vitalFindings = (vitals: Vitals, age: number | undefined): Finding[] => {
  const found: Finding[] = [];
  if (vitals.temperature) {
    const degrees = celsius(vitals.temperature);
    if (degrees >= 38) found.push('fever');
    if (degrees >= 38 && degrees < 39) found.push('feverBelow39');
    if (degrees >= 39) found.push('fever39');
    if (degrees >= 40) found.push('fever40');
  }
  if (vitals.consciousness === 'new-confusion') found.push('confusion');
  if (vitals.consciousness === 'voice' || vitals.consciousness === 'pain') found.push('hardToWake');
  if (vitals.consciousness === 'unresponsive') found.push('hardToWake', 'unconscious');
  if (vitals.spo2 !== undefined && vitals.spo2 <= 91) found.push('lowOxygen');
  // Round thirteen (helper Q), NICE NG133: a measured pressure of 150/100 or more (160/110 or more
  // is severe), read only within 6 weeks of a birth (rule `postnatal-hypertension`).
  const [measuredSystolic, measuredDiastolic] = [vitals.systolic ?? 0, vitals.diastolic ?? 0];
  if (measuredSystolic >= 150 || measuredDiastolic >= 100) found.push('bloodPressure150');
  if (measuredSystolic >= 160 || measuredDiastolic >= 110) found.push('bloodPressure160');
  // Adults' other vital signs are read through NEWS2 and qSOFA; a child's by NICE NG143 age bands.
  if (age !== undefined && age < 16) {
    const child = childVitals(vitals, age);
    if (child.lowBloodPressure) found.push('lowBloodPressure');
    if (child.fastHeart) found.push('veryFastHeart');
    if (child.fastBreathing) found.push('fastBreathing');
  } else {
    // NICE NG51 high-risk criteria for adults: systolic 90 mm Hg or lower, heart rate above 130.
    // With an infection that is sepsis; with bleeding, shock. (A breathing rate alone stays with
    // NEWS2, where a single parameter scoring 3 is an urgent response.)
    if (vitals.systolic !== undefined && vitals.systolic <= 90) found.push('lowBloodPressure');
    if (vitals.heartRate !== undefined && vitals.heartRate > 130) found.push('veryFastHeart');
    // NHS atrial fibrillation: with palpitations or an irregular pulse, a rate above 120 or below
    // 40 needs an urgent GP appointment or 111 (rule `fast-irregular-heartbeat`).
    if (vitals.heartRate !== undefined && vitals.heartRate > 120) found.push('fastHeart120');
    if (vitals.heartRate !== undefined && vitals.heartRate < 40) found.push('slowHeart40');
    // Round thirteen (helper P): a heart rate over 100 (NICE NG158 Wells score), read only with
    // other findings (breathlessness and a clot risk, a sudden severe back or belly pain at 55 or over).
    if (vitals.heartRate !== undefined && vitals.heartRate > 100) found.push('fastPulse');
  }
  return found;
};

export interface VitalContext {
  age?: number;
  pregnant: boolean;
  infection: boolean;
  /** COPD or another chronic lung disease: the home pulse oximeter thresholds do not apply. */
  chronicLung?: boolean;
  /** The text names a target-organ symptom (chest pain, severe headache, a change in vision...). */
  targetOrgan?: boolean;
  /** Present only where NEWS2 applies (adults, not pregnant). */
  news2?: News2;
  qsofa?: QSofa;
}

/** Flags from the vital signs and the scores computed from them. */
export const vitalFlags = (vitals: Vitals, context: VitalContext): RedFlag[] => {
  const flags: RedFlag[] = [];
  const { news2, qsofa } = context;
  if (qsofa && qsofa.score >= 2 && context.infection)
    flags.push({
      id: 'qsofa-sepsis',
      label: `qSOFA ${qsofa.score} with a suspected infection`,
      urgency: 'emergency',
      advice: `${CALL_911} Two or more of fast breathing (22/min or more), altered mental state and low blood pressure (systolic 100 mm Hg or less) with an infection can be sepsis.`,
      source: {
        title:
          'The Third International Consensus Definitions for Sepsis and Septic Shock (Sepsis-3), JAMA (2016)',
        url: 'https://jamanetwork.com/journals/jama/fullarticle/2492881',
      },
    });
  if (news2) {
    const single = Object.values(news2.parts).includes(3);
    if (news2.total >= 7)
      flags.push({
        id: 'news2-high',
        label: `NEWS2 score ${news2.total} (high)`,
        urgency: 'emergency',
        advice: `${CALL_911} A NEWS2 score of 7 or more calls for an emergency assessment.`,
        source: RCP_NEWS2,
      });
    else if (news2.total >= 5 || single)
      flags.push({
        id: 'news2-medium',
        label:
          news2.total >= 5
            ? `NEWS2 score ${news2.total} (medium)`
            : `NEWS2 score ${news2.total} with one vital sign scoring 3`,
        urgency: 'urgent',
        advice:
          'A NEWS2 score of 5 or 6, or any single vital sign scoring 3, calls for an urgent assessment by a clinician today.',
        source: RCP_NEWS2,
      });
  }
  // A child's vital signs outside the age bands set the level by themselves, as NEWS2 does for
  // adults: NICE NG143 red (a breathing rate above 60 under 5) and a low blood pressure for age
  // (PALS) are an emergency; the amber bands need a clinician the same day.
  if (context.age !== undefined && context.age < 16) {
    const child = childVitals(vitals, context.age);
    if (child.veryFastBreathing || child.lowBloodPressure)
      flags.push({
        id: 'child-vitals-red',
        label: child.lowBloodPressure
          ? `Systolic blood pressure ${vitals.systolic} mm Hg, low for a child aged ${Math.floor(context.age)}`
          : `Breathing rate ${vitals.respiratoryRate}/min in a child under 5`,
        urgency: 'emergency',
        advice: `${CALL_911} A child breathing more than 60 times a minute, or with a low blood pressure for their age, needs emergency care.`,
        source: {
          title:
            'Fever in under 5s, NICE NG143 (2019, updated 2021); Pediatric Advanced Life Support (AHA, 2020)',
          url: 'https://www.nice.org.uk/guidance/ng143',
        },
      });
    else if (child.fastHeart || child.fastBreathing)
      flags.push({
        id: 'child-vitals-amber',
        label: `${child.fastHeart ? `Heart rate ${vitals.heartRate}/min` : `Breathing rate ${vitals.respiratoryRate}/min`}, fast for a child of this age`,
        urgency: 'urgent',
        advice:
          'A heart or breathing rate this fast for the child’s age needs a clinician today (urgent GP appointment or 111). Call 911 if the child is struggling to breathe, is hard to wake, or has blue or mottled skin.',
        source: {
          title: 'Fever in under 5s, NICE NG143 (2019, updated 2021); Suspected sepsis, NICE NG51 (2024)',
          url: 'https://www.nice.org.uk/guidance/ng143',
        },
      });
  }
  if (vitals.spo2 !== undefined) {
    const flag = oxygenFlag(vitals.spo2, {
      child: context.age !== undefined && context.age < 16,
      chronicLung: context.chronicLung === true,
    });
    if (flag) flags.push(flag);
  }
  const { systolic, diastolic } = vitals;
  if (systolic !== undefined || diastolic !== undefined) {
    const crisis = hypertensiveCrisisFlag(systolic ?? 0, diastolic ?? 0);
    // With a target-organ symptom in the text, a crisis is a hypertensive emergency (AHA), as it
    // is for the same reading written in the text or sent as health data.
    if (crisis && context.targetOrgan) flags.push(hypertensiveEmergencyFlag(systolic ?? 0, diastolic ?? 0));
    else if (crisis)
      flags.push({ ...crisis, label: `Blood pressure ${systolic ?? '?'}/${diastolic ?? '?'} mm Hg` });
    if (context.pregnant) {
      const flag = pregnancyHypertensionFlag(systolic, diastolic);
      if (flag) flags.push(flag);
    }
  }
  return flags;
};
