import { describe, expect, it } from 'vitest';
import { TERMS_VERSION } from '../../shared/auth/terms.ts';
import { TERMS_VERSION as PAGE_TERMS_VERSION } from '../../shared/portal/app/terms.ts';
import { buildPortal } from '../../shared/portal/build.ts';

describe('the portal bundle', () => {
  it('accepts the terms version the service requires, and the terms page names it', async () => {
    const files = await buildPortal();
    expect(PAGE_TERMS_VERSION).toBe(TERMS_VERSION);
    expect(files.get('terms.html')?.body.toString('utf8')).toContain(
      `Version <strong>${TERMS_VERSION}</strong>`,
    );
  });

  it('stays small: one module under 100 KB minified, one stylesheet, two pages', async () => {
    const files = await buildPortal();
    expect([...files.keys()].sort()).toEqual(['index.html', 'portal.css', 'portal.js', 'terms.html']);
    expect(files.get('portal.js')?.body.length).toBeLessThan(100_000);
    expect(files.get('portal.css')?.body.toString('utf8')).toContain('.uplot');
  });
});
