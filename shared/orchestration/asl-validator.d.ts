declare module 'asl-validator' {
  interface AslValidationError {
    'Error code': string;
    Message: string;
  }
  interface AslValidationResult {
    isValid: boolean;
    errors: AslValidationError[];
  }
  const validator: (
    definition: unknown,
    options?: { checkPaths?: boolean; checkArn?: boolean },
  ) => AslValidationResult;
  export default validator;
}
