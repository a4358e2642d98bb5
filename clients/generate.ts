/**
 * Generates the official clients' typed layer from the OpenAPI document (`npm run clients`):
 * clients/typescript/src/generated.ts and clients/python/healthai_client/_generated.py. The
 * hand-written runtimes (client.ts, client.py) do the HTTP, retries and errors; this file only
 * turns component schemas into types and operations into methods. The drift tests in
 * test/clients regenerate from the served document and compare with the committed files.
 *
 * A small JSON Schema → types converter rather than openapi-typescript: that package drives the
 * TypeScript compiler API, which the project's TypeScript 7 no longer exposes.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

type Json = Record<string, unknown>;
type Schema = Json & {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  description?: string;
};

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  schema?: Schema;
}

export interface OperationModel {
  operationId: string;
  method: string;
  path: string;
  summary: string;
  description: string;
  public: boolean;
  idempotent: boolean;
  pathParams: Parameter[];
  queryParams: Parameter[];
  requestSchema?: string;
  responseSchema?: string;
}

const HTTP_METHODS = ['get', 'head', 'put', 'delete', 'post', 'patch', 'options'];
const IDEMPOTENT = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']);
const CAMEL_CASE = /^[a-z][a-zA-Z0-9]*$/;

const refName = (ref: string): string => ref.replace('#/components/schemas/', '');
const pascal = (id: string): string => `${id.charAt(0).toUpperCase()}${id.slice(1)}`;
export const snake = (id: string): string =>
  id
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .replace(/[^a-zA-Z0-9]+/g, '_')
    .toLowerCase();

/** The operations of a document, in document order, checked fit for generation. */
export const operationsOf = (document: Json): OperationModel[] => {
  const operations: OperationModel[] = [];
  const seen = new Set<string>();
  for (const [path, item] of Object.entries(document.paths as Record<string, Json>)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method] as Json | undefined;
      if (!operation) continue;
      const operationId = operation.operationId as string | undefined;
      if (!operationId || !CAMEL_CASE.test(operationId) || seen.has(operationId)) {
        throw new Error(
          `${method.toUpperCase()} ${path}: operationId must be unique camelCase (${operationId})`,
        );
      }
      seen.add(operationId);
      const parameters = (operation.parameters as Parameter[] | undefined) ?? [];
      const body = (operation.requestBody as Json | undefined)?.content as Record<string, Json> | undefined;
      const requestRef = (body?.['application/json']?.schema as Schema | undefined)?.$ref;
      const responses = operation.responses as Record<string, Json>;
      const success = Object.keys(responses).find((status) => status.startsWith('2'));
      const content = success ? (responses[success]?.content as Record<string, Json> | undefined) : undefined;
      const responseRef = (content?.['application/json']?.schema as Schema | undefined)?.$ref;
      if (body && !requestRef) throw new Error(`${operationId}: the request body is not a named component`);
      if (content && !responseRef)
        throw new Error(`${operationId}: the response body is not a named component`);
      operations.push({
        operationId,
        method: method.toUpperCase(),
        path,
        summary: (operation.summary as string | undefined) ?? operationId,
        description: (operation.description as string | undefined) ?? '',
        public: Array.isArray(operation.security) && operation.security.length === 0,
        idempotent: IDEMPOTENT.has(method.toUpperCase()) || operation['x-idempotent'] === true,
        pathParams: parameters.filter((parameter) => parameter.in === 'path'),
        queryParams: parameters.filter((parameter) => parameter.in === 'query'),
        ...(requestRef ? { requestSchema: refName(requestRef) } : {}),
        ...(responseRef ? { responseSchema: refName(responseRef) } : {}),
      });
    }
  }
  return operations;
};

const schemasOf = (document: Json): Record<string, Schema> =>
  ((document.components as Json | undefined)?.schemas as Record<string, Schema> | undefined) ?? {};

// ---------------------------------------------------------------- TypeScript

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const tsKey = (key: string): string => (IDENTIFIER.test(key) ? key : JSON.stringify(key));
const tsDoc = (text: string | undefined, indent: string): string =>
  text ? `${indent}/** ${text.replace(/\*\//g, '*\\/').replace(/\n+/g, ` \n${indent} * `)} */\n` : '';

const tsType = (schema: Schema | boolean | undefined, indent: string): string => {
  if (schema === undefined || schema === true) return 'unknown';
  if (schema === false) return 'never';
  if (schema.$ref) return refName(schema.$ref);
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return union.map((member) => wrap(tsType(member, indent))).join(' | ');
  if (schema.allOf) return schema.allOf.map((member) => wrap(tsType(member, indent))).join(' & ');
  if (Array.isArray(schema.type)) {
    return schema.type.map((type) => wrap(tsType({ ...schema, type }, indent))).join(' | ');
  }
  switch (schema.type) {
    case 'string':
      return 'string';
    case 'number':
    case 'integer':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'null':
      return 'null';
    case 'array':
      if (Array.isArray(schema.prefixItems)) {
        return `[${(schema.prefixItems as Schema[]).map((item) => tsType(item, indent)).join(', ')}]`;
      }
      return `Array<${tsType(schema.items, indent)}>`;
    case 'object':
      return tsObject(schema, indent);
    default:
      return schema.properties ? tsObject(schema, indent) : 'unknown';
  }
};

const wrap = (type: string): string =>
  /^[\w<>[\]".]+$/.test(type) || type.startsWith('{') ? type : `(${type})`;

const tsObject = (schema: Schema, indent: string): string => {
  const properties = Object.entries(schema.properties ?? {});
  const extra = schema.additionalProperties;
  if (properties.length === 0) {
    return extra === false
      ? 'Record<string, never>'
      : `Record<string, ${tsType(extra === undefined ? true : extra, indent)}>`;
  }
  const inner = `${indent}  `;
  const required = new Set(schema.required ?? []);
  const lines = properties.map(
    ([key, property]) =>
      `${tsDoc(property.description, inner)}${inner}${tsKey(key)}${required.has(key) ? '' : '?'}: ${tsType(property, inner)};\n`,
  );
  if (extra !== undefined && extra !== false) lines.push(`${inner}[key: string]: unknown;\n`);
  return `{\n${lines.join('')}${indent}}`;
};

const paramsType = (parameters: Parameter[]): string =>
  `{ ${parameters
    .map(
      (parameter) =>
        `${tsKey(parameter.name)}${parameter.required ? '' : '?'}: ${tsType(parameter.schema, '  ')}`,
    )
    .join('; ')} }`;

export const generateTypeScript = (document: Json): string => {
  const operations = operationsOf(document);
  const out: string[] = [
    '// Generated by clients/generate.ts from the OpenAPI document: do not edit; run `npm run clients`.',
    '',
  ];
  for (const [name, schema] of Object.entries(schemasOf(document))) {
    out.push(`${tsDoc(schema.description, '')}export type ${name} = ${tsType(schema, '')};`, '');
  }
  for (const operation of operations) {
    if (operation.queryParams.length > 0) {
      out.push(
        `export type ${pascal(operation.operationId)}Query = ${paramsType(operation.queryParams)};`,
        '',
      );
    }
  }
  out.push(
    '/** What the runtime needs to know of an operation to call it. */',
    'export interface OperationSpec {',
    '  operationId: string;',
    "  method: 'GET' | 'HEAD' | 'PUT' | 'DELETE' | 'POST' | 'PATCH' | 'OPTIONS';",
    '  path: string;',
    '  /** Safe to retry: GET, HEAD, PUT, DELETE, or marked `x-idempotent` in the document. */',
    '  idempotent: boolean;',
    '  /** Public: sent without the API key. */',
    '  public: boolean;',
    '  hasResponseBody: boolean;',
    '}',
    '',
    'export const OPERATIONS = {',
  );
  for (const operation of operations) {
    out.push(
      `  ${operation.operationId}: { operationId: '${operation.operationId}', method: '${operation.method}', path: '${operation.path}', idempotent: ${operation.idempotent}, public: ${operation.public}, hasResponseBody: ${Boolean(operation.responseSchema)} },`,
    );
  }
  out.push(
    '} as const satisfies Record<string, OperationSpec>;',
    '',
    '/** Per call: an AbortSignal, and extra headers. */',
    'export interface CallOptions {',
    '  signal?: AbortSignal;',
    '  headers?: Record<string, string>;',
    '}',
    '',
    'export interface CallInput {',
    '  params?: Record<string, string | number>;',
    '  query?: Record<string, unknown>;',
    '  body?: unknown;',
    '}',
    '',
    '/** A method per operation of the API; HealthAiClient supplies `call`. */',
    'export abstract class HealthAiOperations {',
    '  protected abstract call<T>(operation: OperationSpec, input: CallInput, options?: CallOptions): Promise<T>;',
  );
  for (const operation of operations) {
    const args: string[] = [];
    const input: string[] = [];
    if (operation.pathParams.length > 0) {
      args.push(`params: ${paramsType(operation.pathParams)}`);
      input.push('params');
    }
    if (operation.requestSchema) {
      args.push(`body: ${operation.requestSchema}`);
      input.push('body');
    }
    if (operation.queryParams.length > 0) {
      const optional = !operation.queryParams.some((parameter) => parameter.required);
      args.push(`query${optional ? '?' : ''}: ${pascal(operation.operationId)}Query`);
      input.push('query');
    }
    args.push('options?: CallOptions');
    const result = operation.responseSchema ?? 'void';
    out.push(
      '',
      `${tsDoc(`${operation.summary}: \`${operation.method} ${operation.path}\`.\n\n${operation.description}`, '  ')}  ${operation.operationId}(${args.join(', ')}): Promise<${result}> {`,
      `    return this.call<${result}>(OPERATIONS.${operation.operationId}, { ${input.join(', ')} }, options);`,
      '  }',
    );
  }
  out.push('}', '');
  return formatTypeScript(out.join('\n'));
};

/** The project's formatter, so the committed file passes `biome check` as generated. */
const formatTypeScript = (source: string): string => {
  const biome = join(CLIENTS_DIR, '../node_modules/.bin/biome');
  const run = spawnSync(biome, ['format', `--stdin-file-path=${GENERATED_FILES.typescript}`], {
    input: source,
    encoding: 'utf8',
    cwd: join(CLIENTS_DIR, '..'),
  });
  if (run.status !== 0) throw new Error(`biome format failed: ${run.stderr}`);
  return run.stdout;
};

// ---------------------------------------------------------------- Python

const PY_KEYWORDS = new Set(
  'False None True and as assert async await break class continue def del elif else except finally for from global if import in is lambda nonlocal not or pass raise return try while with yield'.split(
    ' ',
  ),
);
const pyName = (name: string): string => {
  const candidate = snake(name);
  return PY_KEYWORDS.has(candidate) ? `${candidate}_` : candidate;
};

const pyType = (schema: Schema | boolean | undefined): string => {
  if (schema === undefined || typeof schema === 'boolean') return 'Any';
  if (schema.$ref) return `"${refName(schema.$ref)}"`;
  if (schema.const !== undefined) return pyLiteral([schema.const]);
  if (schema.enum) return pyLiteral(schema.enum);
  const union =
    schema.anyOf ??
    schema.oneOf ??
    (Array.isArray(schema.type) ? schema.type.map((type) => ({ ...schema, type })) : undefined);
  if (union) {
    const members = [...new Set(union.map((member) => pyType(member)))];
    const nonNull = members.filter((member) => member !== 'None');
    const inner = nonNull.length === 1 ? (nonNull[0] as string) : `Union[${nonNull.join(', ')}]`;
    return members.includes('None') ? `Optional[${inner}]` : inner;
  }
  switch (schema.type) {
    case 'string':
      return 'str';
    case 'integer':
      return 'int';
    case 'number':
      return 'float';
    case 'boolean':
      return 'bool';
    case 'null':
      return 'None';
    case 'array':
      return `List[${Array.isArray(schema.prefixItems) ? 'Any' : pyType(schema.items)}]`;
    case 'object':
      return 'Dict[str, Any]';
    default:
      return schema.properties ? 'Dict[str, Any]' : 'Any';
  }
};

const pyLiteral = (values: unknown[]): string => {
  if (
    values.every(
      (value) => typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean',
    )
  ) {
    return `Literal[${values.map((value) => (typeof value === 'boolean' ? (value ? 'True' : 'False') : JSON.stringify(value))).join(', ')}]`;
  }
  return 'Any';
};

const pyDoc = (text: string, indent: string): string =>
  `${indent}"""${text
    .replace(/\\/g, '\\\\')
    .replace(/"""/g, '\\"\\"\\"')
    .split('\n')
    .map((line, index) => (index === 0 || line === '' ? line : `${indent}${line}`))
    .join('\n')}"""\n`;

/** A TypedDict in the functional form (keys may be Python keywords); required keys are listed. */
const pyTypedDict = (name: string, schema: Schema): string => {
  const properties = Object.entries(schema.properties ?? {});
  if (schema.type !== 'object' && !schema.properties)
    return `${name} = ${pyType(schema).replace(/"/g, '')}\n`;
  const required = schema.required ?? [];
  const fields = properties
    .map(([key, property]) => `    ${JSON.stringify(key)}: ${pyType(property)},\n`)
    .join('');
  return [
    required.length > 0 ? `# Required keys: ${required.join(', ')}\n` : '',
    `${name} = TypedDict(${JSON.stringify(name)}, {\n${fields}}, total=False)\n`,
  ].join('');
};

export const generatePython = (document: Json): string => {
  const operations = operationsOf(document);
  const out: string[] = [
    '# Generated by clients/generate.ts from the OpenAPI document: do not edit; run `npm run clients`.',
    '# fmt: off',
    'from typing import Any, Dict, List, Literal, Optional, TypedDict, Union',
    '',
    '',
  ];
  // Schemas refer to one another by quoted name, so their order does not matter.
  for (const [name, schema] of Object.entries(schemasOf(document))) out.push(pyTypedDict(name, schema));
  for (const operation of operations) {
    if (operation.queryParams.length === 0) continue;
    out.push(
      pyTypedDict(`${pascal(operation.operationId)}Query`, {
        type: 'object',
        properties: Object.fromEntries(
          operation.queryParams.map((parameter) => [parameter.name, parameter.schema ?? {}]),
        ),
        required: operation.queryParams
          .filter((parameter) => parameter.required)
          .map((parameter) => parameter.name),
      }),
    );
  }
  out.push('', 'OPERATIONS: Dict[str, Dict[str, Any]] = {');
  for (const operation of operations) {
    const flag = (value: boolean): string => (value ? 'True' : 'False');
    out.push(
      `    ${JSON.stringify(operation.operationId)}: {"method": "${operation.method}", "path": "${operation.path}", "idempotent": ${flag(operation.idempotent)}, "public": ${flag(operation.public)}, "has_response_body": ${flag(Boolean(operation.responseSchema))}},`,
    );
  }
  out.push(
    '}',
    '',
    '',
    'class HealthAiOperations:',
    '    """A method per operation of the API; HealthAiClient supplies `_call`."""',
    '',
    '    def _call(self, operation_id: str, params: Optional[Dict[str, Any]] = None, query: Optional[Any] = None, body: Any = None) -> Any:',
    '        raise NotImplementedError',
  );
  for (const operation of operations) {
    const args = ['self'];
    const params: string[] = [];
    for (const parameter of operation.pathParams) {
      args.push(`${pyName(parameter.name)}: str`);
      params.push(`${JSON.stringify(parameter.name)}: ${pyName(parameter.name)}`);
    }
    if (operation.requestSchema) args.push(`body: "${operation.requestSchema}"`);
    if (operation.queryParams.length > 0) {
      const optional = !operation.queryParams.some((parameter) => parameter.required);
      args.push(
        `query: ${optional ? `Optional["${pascal(operation.operationId)}Query"] = None` : `"${pascal(operation.operationId)}Query"`}`,
      );
    }
    const result = operation.responseSchema ? `"${operation.responseSchema}"` : 'None';
    const call = [
      JSON.stringify(operation.operationId),
      params.length > 0 ? `params={${params.join(', ')}}` : '',
      operation.queryParams.length > 0 ? 'query=query' : '',
      operation.requestSchema ? 'body=body' : '',
    ].filter(Boolean);
    out.push(
      '',
      `    def ${pyName(operation.operationId)}(${args.join(', ')}) -> ${result}:`,
      pyDoc(
        `${operation.summary}: ${operation.method} ${operation.path}.\n\n${operation.description}`,
        '        ',
      ).trimEnd(),
      `        return self._call(${call.join(', ')})  # type: ignore[no-any-return]`,
    );
  }
  out.push('');
  return out.join('\n');
};

// ---------------------------------------------------------------- files

export const CLIENTS_DIR = dirname(fileURLToPath(import.meta.url));
export const GENERATED_FILES = {
  typescript: join(CLIENTS_DIR, 'typescript/src/generated.ts'),
  python: join(CLIENTS_DIR, 'python/healthai_client/_generated.py'),
};

/** The document as the service builds it; the clients do not depend on the version or server. */
export const currentDocument = async (): Promise<Json> => {
  const { allOperations } = await import('../functions/registry.ts');
  const { buildOpenApiDocument } = await import('../shared/openapi/document.ts');
  return buildOpenApiDocument(allOperations(), { version: 'generated', serverUrl: 'http://localhost' });
};

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const document = await currentDocument();
  writeFileSync(GENERATED_FILES.typescript, generateTypeScript(document));
  writeFileSync(GENERATED_FILES.python, generatePython(document));
  console.log(`generated ${operationsOf(document).length} operations into the TypeScript and Python clients`);
}
