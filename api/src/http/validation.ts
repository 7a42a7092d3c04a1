import { AjvCompiler, type BuildCompilerFromPool, type RouteDefinition } from '@fastify/ajv-compiler';
import type { FastifyServerOptions } from 'fastify';
import type { FastifySchemaValidationError, SchemaErrorDataVar } from 'fastify/types/schema';
import { validationFailed } from './api-error';
import { isMessageKey, type MessageKey } from './messages';
import { onFirstUse } from './on-first-use';

/*
 * Schema errors become the contract's 400 `validation.failed` with the field and a readable message.
 * A field schema names its message with the annotation keyword `x-message` (a catalogue key), so the
 * wording sits next to the rule it explains; ajv runs `verbose` so each error carries that schema.
 */

export const MESSAGE_KEYWORD = 'x-message';

type AjvOptions = Extract<NonNullable<FastifyServerOptions['ajv']>, { plugins?: unknown }>;
type AjvPlugin = Extract<NonNullable<AjvOptions['plugins']>[number], (...args: never[]) => unknown>;

/** Plugin for Fastify's ajv: declares `x-message` as a known, annotation-only keyword. */
export const messageKeywordPlugin: AjvPlugin = (ajv) => ajv.addKeyword(MESSAGE_KEYWORD);

export const ajvOptions: AjvOptions = {
  customOptions: { verbose: true },
  plugins: [messageKeywordPlugin],
};

/** What Fastify calls a built compiler with: the route's part (the package's type names only the schema). */
type RouteCompiler = (route: RouteDefinition) => ReturnType<ReturnType<BuildCompilerFromPool>>;

/**
 * Fastify's validators (its own compiler and ajv options), with one difference by part of the request:
 * a query string, path and headers are text, so their numbers and booleans are read from it (Fastify's
 * `coerceTypes`); a body is JSON and is never coerced, so "100", "1e3" or [100] where the contract
 * says an integer is refused, not read as 100 (an amount is a JSON integer on every money call). A
 * form-encoded body (forgot-password) has only strings in its schema, so it needs no coercion either.
 */
export const buildValidator: BuildCompilerFromPool = (externalSchemas, serverOptions) => {
  const fromPool = AjvCompiler();
  const options = (serverOptions ?? ajvOptions) as AjvOptions;
  const textual = fromPool(externalSchemas, options) as unknown as RouteCompiler;
  const uncoerced = { ...options, customOptions: { ...options.customOptions, coerceTypes: false } } as Parameters<BuildCompilerFromPool>[1];
  const json = fromPool(externalSchemas, uncoerced) as unknown as RouteCompiler;
  const byPart: RouteCompiler = (route) => validatorOnFirstUse(() => (route.httpPart === 'body' ? json(route) : textual(route)));
  return byPart as unknown as ReturnType<BuildCompilerFromPool>;
};

type Validator = ReturnType<RouteCompiler> & { errors?: unknown; schemaEnv?: unknown };
type Validate = (data: unknown, context?: unknown) => unknown;

/*
 * Compiled on the route's first request (./on-first-use.ts). Fastify reads the validator's `errors`
 * after a call, and passes the parent data to one that has `schemaEnv` (an ajv function): both are
 * forwarded from the compiled validator.
 */
function validatorOnFirstUse(compile: () => Validator): Validator {
  return onFirstUse(compile, (compiled) => {
    const validate = ((data: unknown, context?: unknown) => {
      const result = (compiled() as unknown as Validate)(data, context);
      validate.errors = compiled().errors;
      return result;
    }) as unknown as Validator;
    Object.defineProperty(validate, 'schemaEnv', { get: () => compiled().schemaEnv });
    return validate;
  });
}

interface VerboseError extends FastifySchemaValidationError {
  parentSchema?: Record<string, unknown>;
}

/** Reports the first failing field (ajv stops at the first error: `allErrors` is off in Fastify). */
export function schemaErrorFormatter(errors: FastifySchemaValidationError[], dataVar: SchemaErrorDataVar): Error {
  const error = errors[0] as VerboseError | undefined;
  if (!error) return validationFailed(null, 'validation.format');
  return validationFailed(fieldOf(error, dataVar), messageKeyOf(error));
}

function fieldOf(error: VerboseError, dataVar: string): string {
  const segments = error.instancePath.split('/').filter(Boolean);
  const missing = error.keyword === 'required' ? (error.params as { missingProperty?: string }).missingProperty : undefined;
  if (missing) segments.push(missing);
  return segments.length > 0 ? segments.join('.') : dataVar;
}

function messageKeyOf(error: VerboseError): MessageKey {
  if (error.keyword === 'required') return 'validation.required';
  // An empty string where one character is the minimum is a missing value to the person typing.
  if (error.keyword === 'minLength' && (error.params as { limit?: number }).limit === 1) return 'validation.required';
  const named = error.parentSchema?.[MESSAGE_KEYWORD];
  return typeof named === 'string' && isMessageKey(named) ? named : 'validation.format';
}
