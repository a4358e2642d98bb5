import { ValidationError } from '../../shared/errors.ts';
import { analyzeWearables, type InsightOptions } from '../../shared/wearables/insights.ts';
import { readWearableData, type WearableSeriesInput } from '../../shared/wearables/readers.ts';

const WEARABLE_DISCLAIMER =
  'Informational only, not a diagnosis; consumer wearables are not medical devices and their readings can be wrong. Trust how you feel: seek care for symptoms whatever the data show.';

export type WearableRequest = WearableSeriesInput & InsightOptions;

export const wearableDataInsights = (body: WearableRequest, now = new Date()) => {
  const data = readWearableData(body);
  const options: InsightOptions = {
    ...(body.utcOffsetMinutes === undefined ? {} : { utcOffsetMinutes: body.utcOffsetMinutes }),
    ...(body.age === undefined ? {} : { age: body.age }),
    ...(body.symptoms === undefined ? {} : { symptoms: body.symptoms }),
  };
  const insights = analyzeWearables(data, options);
  if (data.issues.count > 0) {
    // An alert in the readable part is never lost to another value's error: the 400 leads with it.
    const more = data.issues.count - data.issues.list.length;
    throw new ValidationError(
      `${insights.urgentCare ? `${insights.urgentCare} ` : ''}Some wearable data cannot be read${more > 0 ? ` (${data.issues.count} values; the first ${data.issues.list.length} are listed)` : ''}`,
      data.issues.list,
    );
  }
  return {
    ...insights,
    unsupported: data.unsupported,
    disclaimer: WEARABLE_DISCLAIMER,
    timestamp: now.toISOString(),
  };
};
