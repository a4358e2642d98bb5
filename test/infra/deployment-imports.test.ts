import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Deployment code is CDK only: the app must not load the local emulator (dynalite is a
 * devDependency, absent from a production install) nor any of tools/. The import graph of
 * infra/app.ts is read from esbuild's metafile, npm packages left unresolved.
 */
describe('infra/app.ts imports', () => {
  it('reach neither tools/ nor the local store', async () => {
    const result = await build({
      entryPoints: [join(PROJECT_ROOT, 'infra/app.ts')],
      absWorkingDir: PROJECT_ROOT,
      bundle: true,
      write: false,
      metafile: true,
      platform: 'node',
      format: 'esm',
      packages: 'external',
      logLevel: 'silent',
    });
    const inputs = Object.entries(result.metafile.inputs);
    expect(inputs.map(([path]) => path).filter((path) => path.startsWith('tools/'))).toEqual([]);
    const packages = inputs.flatMap(([, input]) =>
      input.imports.filter((entry) => entry.external).map((entry) => entry.path),
    );
    expect(packages.filter((name) => name === 'dynalite' || name.startsWith('dynalite/'))).toEqual([]);
    // The stack takes bundled file names from shared/data-files.ts, not from the modules that load
    // the data (and the corpus, the drug tables or the code set with them).
    const loaders = [
      'shared/knowledge/store.ts',
      'shared/clinical/drugs/checker.ts',
      'shared/clinical/coding/codes.ts',
    ];
    const fromInfra = inputs
      .filter(([path]) => path.startsWith('infra/'))
      .flatMap(([path, input]) => input.imports.map((entry) => `${path} -> ${entry.path}`));
    expect(fromInfra.filter((edge) => loaders.some((loader) => edge.endsWith(loader)))).toEqual([]);
  });
});
