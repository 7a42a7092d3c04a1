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
// The pieces of a form's face (shared by the member centre and the agent centre).
export { SelectField, type SelectFieldProps } from './SelectField';
export { FormMessage, type FormMessageProps } from './FormMessage';
// Since 2.9.0: the image files of the withdrawal proof and of activity applications.
export { imageFileProblem, readAsDataUrl } from './imageFile';
// Since 2.11.0: a file input dressed as a button (the avatar picker, activity applications).
export { FilePickButton, type FilePickButtonProps } from './FilePickButton';
// The money fields of every centre (the member's and the agent's), on the contract's payment password rule.
export { AmountField, PaymentPasswordField, type MoneyFieldProps } from './MoneyFields';
// Since 3.1.0: above a form that asks for the payment password, when none is set, with the link to set it.
export { PaymentPasswordNotice, SECURITY_CENTRE_PATH, type PaymentPasswordNoticeProps } from './PaymentPasswordNotice';
