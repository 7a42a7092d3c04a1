export { newRequestId } from './requestId';
export {
  fieldErrorOf,
  serverProblem,
  isClean,
  type FieldError,
  type FieldErrorOptions,
  type FieldErrors,
  type ServerProblem,
} from './serverErrors';
export { useForm, type CheckResult, type FormOptions, type FormState } from './useForm';
