import { useEffect, useRef } from 'preact/hooks';
import uPlot from 'uplot';
import type { PortalKey } from './api.ts';

/** Requests per day over the last 30 days, one bar-like line per key, drawn with uPlot. */
export const UsageChart = ({ keyRecord }: { keyRecord: PortalKey }) => {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const xs = keyRecord.daily.map((d) => Date.parse(`${d.day}T00:00:00Z`) / 1000);
    const ys = keyRecord.daily.map((d) => d.count);
    const plot = new uPlot(
      {
        width: Math.min(720, element.clientWidth || 720),
        height: 220,
        scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(5, max * 1.1)] } },
        axes: [{ stroke: '#1f2933' }, { stroke: '#1f2933', label: 'Requests' }],
        series: [
          {},
          {
            label: 'Requests per day',
            stroke: '#0b5cad',
            fill: 'rgba(11, 92, 173, 0.15)',
            width: 2,
            points: { show: true, size: 5 },
          },
        ],
        legend: { show: false },
      },
      [xs, ys],
      element,
    );
    return () => plot.destroy();
  }, [keyRecord]);
  const total = keyRecord.daily.reduce((sum, d) => sum + d.count, 0);
  const today = keyRecord.daily.at(-1)?.count ?? 0;
  return (
    <figure class="chart">
      <div
        ref={host}
        role="img"
        aria-label={`Requests per day for ${keyRecord.name} over the last 30 days: ${total} in all, ${today} today`}
        data-testid="usage-chart"
        data-today={String(today)}
      />
      <figcaption>
        Requests per day, last 30 days (UTC): {total} in all, <strong>{today} today</strong>
      </figcaption>
    </figure>
  );
};
