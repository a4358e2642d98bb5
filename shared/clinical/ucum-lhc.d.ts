/** The part of @lhncbc/ucum-lhc (which ships no types) that the unit conversions use. */
declare module '@lhncbc/ucum-lhc' {
  interface ConversionResult {
    status: 'succeeded' | 'failed' | 'error';
    toVal: number | null;
    msg: string[];
  }
  interface ValidationResult {
    status: 'valid' | 'invalid' | 'error';
    ucumCode: string | null;
    msg: string[];
  }
  interface UcumLhcUtils {
    convertUnitTo(
      fromUnit: string,
      value: number,
      toUnit: string,
      options?: { molecularWeight?: number },
    ): ConversionResult;
    validateUnitString(unit: string): ValidationResult;
  }
  const ucum: { UcumLhcUtils: { getInstance(): UcumLhcUtils } };
  export default ucum;
}
