import { formatIssue, type FieldProblem } from '@portal/shared';
import styles from './AccountForms.module.css';

/**
 * The form-level message above the submit button (a failed call the form cannot pin to a field; a form's
 * `useForm().formError`). The shell's own look, a line of danger text, not the kit's boxed FormMessage.
 */
export function FormAlert({ problem }: { problem: FieldProblem | null | undefined }) {
  if (!problem) return null;
  return (
    <p className={styles.formError} role="alert">
      {formatIssue(problem)}
    </p>
  );
}
