import { formatIssue, type FieldProblem } from '@portal/shared';
import styles from './AccountForms.module.css';

/** The form-level message above the submit button (a failed call the form cannot pin to a field). */
export function FormAlert({ problem }: { problem: FieldProblem | undefined }) {
  if (!problem) return null;
  return (
    <p className={styles.formError} role="alert">
      {formatIssue(problem)}
    </p>
  );
}
