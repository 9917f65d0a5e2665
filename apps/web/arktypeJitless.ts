import type { Plugin } from 'vite';

const probe = /export const envHasCsp = cached\(\(\) => \{[\s\S]*?\n\}\);/;

/**
 * The console is only ever served under a CSP without 'unsafe-eval' (apps/server's
 * consoleSecurity.ts), so arktype must validate without compiling code. It finds that out by
 * calling `new Function` once, which the browser reports as a CSP violation on every page load;
 * this answers its question at build time instead, so arktype runs jitless without the probe.
 */
export function arktypeJitless(): Plugin {
  return {
    name: 'landing:arktype-jitless',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]@ark[\\/]util[\\/]out[\\/]functions\.js$/.test(id)) return null;
      if (!probe.test(code)) {
        throw new Error(`@ark/util changed its CSP probe (${id}): update arktypeJitless.ts`);
      }
      return { code: code.replace(probe, 'export const envHasCsp = () => true;'), map: null };
    },
  };
}
