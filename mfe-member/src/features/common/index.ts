import './i18n';

export { DateFilter, defaultRange, type DateFilterProps } from './DateFilter';
export { Pager } from './Pager';
export { PagedResults } from './PagedResults';
export { RecordFilters } from './RecordFilters';
export { useRecordQuery } from './useRecordQuery';
export { AmountField, PaymentPasswordField } from './MoneyFields';
export { useMemberForm, type CheckResult } from './useMemberForm';
export { DataTable, type Column, type DataTableProps } from './DataTable';
export { FormMessage } from './FormMessage';
export { FormActions } from './FormActions';
export { Section } from './Section';
export { RemoteView } from './RemoteView';
export { useRemote, type RemoteState } from './useRemote';
export { useCommonTranslation, useMemberTranslation, useProblemText } from './i18n';
export { parseAmount, amountInput, useMoney } from './money';
export { newRequestId, PAYMENT_PASSWORD_PATTERN, serverProblem, isClean, checkAmount, checkPaymentPassword, type AmountLimits, type FieldErrors, type Problem, type ServerProblem } from './forms';
export { leaveTo } from './browser';
export { cx } from './cx';
export {
  addDays,
  daysInRange,
  formatDateTime,
  presetRange,
  siteToday,
  DATE_PRESETS,
  MAX_RANGE_DAYS,
  SITE_UTC_OFFSET_MINUTES,
  type DatePreset,
  type DateRange,
} from './dates';
export { PAGE_SIZE } from './types';
export { default as commonStyles } from './Common.module.css';
export { Signed } from './Signed';
export { GAME_TYPES, TRANSACTION_KINDS, type TransactionKind } from './labels';
export { SelectField, type SelectFieldProps } from './SelectField';
