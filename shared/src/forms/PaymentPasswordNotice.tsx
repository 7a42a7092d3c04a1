import { http, Link } from '@portal/kernel';
import { paymentPasswordStatus } from '../contracts/wallet/endpoints';
import { useQuery } from '../query';
import { useSharedTranslation } from '../ui/useSharedTranslation';
import { FormMessage } from './FormMessage';

/** Where the payment password is set: the member centre's security centre (agents have one too). */
export const SECURITY_CENTRE_PATH = '/member/securityCenter';

export interface PaymentPasswordNoticeProps {
  /**
   * Anything that changes when the form was refused (the payment password field's error): the status
   * is asked again then, so a refusal for a password never set gets the way to set it.
   */
  recheck?: unknown;
  testId?: string;
}

/**
 * Said above a form that asks for the payment password, when the account has none: what the server
 * would refuse, with a link to the page where it is set, so nobody fills a transfer or a withdrawal
 * that cannot go through. Nothing while the status is unknown or the password is set.
 */
export function PaymentPasswordNotice({ recheck, testId = 'payment-password-missing' }: PaymentPasswordNoticeProps) {
  const { t } = useSharedTranslation();
  const status = useQuery((signal) => http.call(paymentPasswordStatus, undefined, { signal }), [recheck]);
  if (status.data?.set !== false) return null;
  return (
    <FormMessage
      testId={testId}
      message={
        <>
          {t('forms.paymentPasswordUnset')} <Link to={SECURITY_CENTRE_PATH}>{t('forms.paymentPasswordSetUp')}</Link>
        </>
      }
    />
  );
}
