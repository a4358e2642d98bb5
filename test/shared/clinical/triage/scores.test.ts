import { describe, expect, it } from 'vitest';
import { celsius, news2, news2Points, qsofa } from '../../../../shared/clinical/triage/scores.ts';

describe('NEWS2 bands (Royal College of Physicians 2017), at every boundary', () => {
  it.each([
    [8, 3],
    [9, 1],
    [11, 1],
    [12, 0],
    [20, 0],
    [21, 2],
    [24, 2],
    [25, 3],
  ])('respiratory rate %d scores %d', (rate, points) => {
    expect(news2Points.respiratoryRate(rate)).toBe(points);
  });

  it.each([
    [91, 3],
    [92, 2],
    [93, 2],
    [94, 1],
    [95, 1],
    [96, 0],
    [100, 0],
  ])('SpO2 %d%% scores %d', (spo2, points) => {
    expect(news2Points.spo2(spo2)).toBe(points);
  });

  it.each([
    [90, 3],
    [91, 2],
    [100, 2],
    [101, 1],
    [110, 1],
    [111, 0],
    [219, 0],
    [220, 3],
  ])('systolic %d mm Hg scores %d', (systolic, points) => {
    expect(news2Points.systolic(systolic)).toBe(points);
  });

  it.each([
    [40, 3],
    [41, 1],
    [50, 1],
    [51, 0],
    [90, 0],
    [91, 1],
    [110, 1],
    [111, 2],
    [130, 2],
    [131, 3],
  ])('pulse %d scores %d', (rate, points) => {
    expect(news2Points.heartRate(rate)).toBe(points);
  });

  it.each([
    [35.0, 3],
    [35.1, 1],
    [36.0, 1],
    [36.1, 0],
    [38.0, 0],
    [38.1, 1],
    [39.0, 1],
    [39.1, 2],
  ])('temperature %d °C scores %d', (degrees, points) => {
    expect(news2Points.temperature(degrees)).toBe(points);
  });

  it('scores oxygen and consciousness', () => {
    expect(news2Points.supplementalOxygen(true)).toBe(2);
    expect(news2Points.supplementalOxygen(false)).toBe(0);
    expect(news2Points.consciousness('alert')).toBe(0);
    for (const level of ['new-confusion', 'voice', 'pain', 'unresponsive'] as const)
      expect(news2Points.consciousness(level)).toBe(3);
  });

  it('reads Fahrenheit to one decimal of °C before banding', () => {
    expect(celsius({ value: 100.4, unit: 'F' })).toBe(38);
    expect(news2Points.temperature(celsius({ value: 100.4, unit: 'F' }))).toBe(0);
    expect(news2Points.temperature(celsius({ value: 100.6, unit: 'F' }))).toBe(1);
  });

  it('adds the parts and names the RCP risk band', () => {
    const all = {
      respiratoryRate: 22,
      spo2: 95,
      supplementalOxygen: false,
      systolic: 105,
      heartRate: 115,
      consciousness: 'alert' as const,
      temperature: { value: 38.5, unit: 'C' as const },
    };
    expect(news2(all)).toEqual({
      total: 7,
      parts: {
        respiratoryRate: 2,
        spo2: 1,
        supplementalOxygen: 0,
        systolic: 1,
        heartRate: 2,
        consciousness: 0,
        temperature: 1,
      },
      complete: true,
      risk: 'high',
    });
    expect(news2({ heartRate: 80 })?.risk).toBe('low');
    expect(news2({ heartRate: 80 })?.complete).toBe(false);
    expect(news2({ spo2: 91 })?.risk).toBe('low-medium');
    expect(
      news2({ respiratoryRate: 22, heartRate: 115, temperature: { value: 38.5, unit: 'C' } })?.risk,
    ).toBe('medium');
    expect(news2({})).toBeUndefined();
  });
});

describe('qSOFA (Sepsis-3, JAMA 2016)', () => {
  it('counts RR ≥ 22, altered mentation and systolic ≤ 100, at their boundaries', () => {
    expect(qsofa({ respiratoryRate: 21, systolic: 101, consciousness: 'alert' })?.score).toBe(0);
    expect(qsofa({ respiratoryRate: 22, systolic: 101, consciousness: 'alert' })?.score).toBe(1);
    expect(qsofa({ respiratoryRate: 22, systolic: 100, consciousness: 'alert' })?.score).toBe(2);
    expect(qsofa({ respiratoryRate: 22, systolic: 100, consciousness: 'new-confusion' })?.score).toBe(3);
    expect(qsofa({ systolic: 90 })).toEqual({
      score: 1,
      assessed: 1,
      criteria: { respiratoryRate: false, mentation: false, systolic: true },
    });
    expect(qsofa({ heartRate: 120 })).toBeUndefined();
  });
});
