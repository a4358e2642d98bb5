import { config } from '../../shared/config.ts';
import { probeStore } from '../../shared/data/client.ts';

export const health = async (now = new Date()) => {
  const store = await probeStore();
  return {
    status: store.ok ? ('ok' as const) : ('degraded' as const),
    version: config.version(),
    stage: config.stage(),
    timestamp: now.toISOString(),
    checks: {
      store: { status: store.ok ? ('ok' as const) : ('unavailable' as const), latencyMs: store.latencyMs },
    },
  };
};
