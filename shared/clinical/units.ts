import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type ucum from '@lhncbc/ucum-lhc';
import { config } from '../config.ts';
import { UCUM_SOURCE } from '../data-files.ts';

/**
 * Unit conversion through UCUM (@lhncbc/ucum-lhc, the NLM's implementation), so that every factor,
 * molar masses included, comes from the standard and not from constants scattered in our code.
 */
export class UnitError extends Error {
  override name = 'UnitError';
}

/**
 * UCUM is required on the first conversion, not imported: its code and tables are a fifth of a
 * domain function's bundle. Bundles carry it as a file of its own (UCUM_FILE, see shared/data-files.ts);
 * from source it is the package. A required path is invisible to esbuild, so UCUM stays out of bundles.
 */
const loadUcum = (): typeof ucum =>
  createRequire(import.meta.url)(
    config.ucumFile() ?? fileURLToPath(new URL(`../../${UCUM_SOURCE}`, import.meta.url)),
  ) as typeof ucum;

let utils: ReturnType<typeof ucum.UcumLhcUtils.getInstance> | undefined;
const ucumUtils = () => {
  utils ??= loadUcum().UcumLhcUtils.getInstance();
  return utils;
};

const CONSOLE_METHODS = ['log', 'info', 'warn', 'error', 'debug', 'trace'] as const;
const silent = (): void => undefined;

/**
 * Runs one UCUM call with the console silenced. ucum-lhc prints a unit string it cannot parse with
 * console.log ("Unit requested for unit string <the input>. request unsuccessful; …",
 * ucumLhcUtils.js getSpecifiedUnit), and its table loading prints with console.log too: that text is
 * the caller's, possibly a patient's name or diagnosis, and it would reach the log raw, outside our
 * logger and its redaction. The library has no option to stop it. Its calls are synchronous, so the
 * console methods are replaced only for the call and put back in `finally` before any other code of
 * the process can run (no await, no callback in between): our logger writes to its own Console on
 * process.stdout and is unaffected either way.
 */
const quietly = <T>(call: () => T): T => {
  const saved = CONSOLE_METHODS.map((name) => [name, console[name]] as const);
  for (const name of CONSOLE_METHODS) console[name] = silent;
  try {
    return call();
  } finally {
    for (const [name, method] of saved) console[name] = method;
  }
};

/** How people write units, mapped to their UCUM codes. */
const ALIASES: Record<string, string> = {
  'mg/dl': 'mg/dL',
  'mmol/l': 'mmol/L',
  'umol/l': 'umol/L',
  'µmol/l': 'umol/L',
  'μmol/l': 'umol/L',
  'nmol/l': 'nmol/L',
  'pmol/l': 'pmol/L',
  'g/dl': 'g/dL',
  'g/l': 'g/L',
  'mg/l': 'mg/L',
  'ug/dl': 'ug/dL',
  'µg/dl': 'ug/dL',
  'ng/ml': 'ng/mL',
  'ng/dl': 'ng/dL',
  'pg/ml': 'pg/mL',
  'ug/l': 'ug/L',
  mmhg: 'mm[Hg]',
  'mm hg': 'mm[Hg]',
  'mm[hg]': 'mm[Hg]',
  'u/l': 'U/L',
  'iu/l': '[IU]/L',
  'meq/l': 'meq/L',
  'miu/l': 'm[IU]/L',
  'mu/l': 'm[IU]/L',
  // 1 µIU/mL is exactly 1 mIU/L; UCUM does not convert arbitrary units, so they share a code here.
  'uiu/ml': 'm[IU]/L',
  'µiu/ml': 'm[IU]/L',
  'u[iu]/ml': 'm[IU]/L',
  'x10^9/l': '10*9/L',
  '10^9/l': '10*9/L',
  '10*9/l': '10*9/L',
  'x10^3/ul': '10*3/uL',
  '10^3/ul': '10*3/uL',
  '10*3/ul': '10*3/uL',
  'k/ul': '10*3/uL',
  'x10^12/l': '10*12/L',
  '10^12/l': '10*12/L',
  '10*12/l': '10*12/L',
  'x10^6/ul': '10*6/uL',
  '10^6/ul': '10*6/uL',
  '10*6/ul': '10*6/uL',
  'm/ul': '10*6/uL',
  fl: 'fL',
  pg: 'pg',
  '%': '%',
  'mmol/mol': 'mmol/mol',
  'ml/min/1.73m2': 'mL/min/{1.73_m2}',
  'ml/min/1.73 m2': 'mL/min/{1.73_m2}',
  'ml/min/{1.73_m2}': 'mL/min/{1.73_m2}',
  s: 's',
  sec: 's',
  '{ratio}': '{ratio}',
  ratio: '{ratio}',
  '{inr}': '{INR}',
  inr: '{INR}',
  'mg/g': 'mg/g',
  'mg/mmol': 'mg/mmol',
  '/[hpf]': '/[HPF]',
  '/hpf': '/[HPF]',
  'g/mol': 'g/mol',
};

/** The UCUM code of a unit as written (case and spacing forgiven), or undefined if UCUM rejects it. */
export const ucumCode = (unit: string): string | undefined => {
  const trimmed = unit.trim();
  const alias = ALIASES[trimmed.toLowerCase()];
  if (alias) return alias;
  const checked = quietly(() => ucumUtils().validateUnitString(trimmed));
  return checked.status === 'valid' ? (checked.ucumCode ?? trimmed) : undefined;
};

/**
 * Converts a value between two units; mass and substance amounts convert through the molar mass
 * (g/mol) when one is given. Throws UnitError when UCUM cannot convert.
 */
export const convert = (value: number, from: string, to: string, molarMass?: number): number => {
  const source = ucumCode(from);
  const target = ucumCode(to);
  if (!source) throw new UnitError(`"${from}" is not a unit UCUM knows`);
  if (!target) throw new UnitError(`"${to}" is not a unit UCUM knows`);
  if (source === target) return value;
  const result = quietly(() =>
    ucumUtils().convertUnitTo(
      source,
      value,
      target,
      molarMass === undefined ? undefined : { molecularWeight: molarMass },
    ),
  );
  if (result.status !== 'succeeded' || result.toVal === null)
    throw new UnitError(`${from} cannot be converted to ${to}`);
  return result.toVal;
};
