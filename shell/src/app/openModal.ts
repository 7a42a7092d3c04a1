import { BehaviorSubject } from 'rxjs';
import { type ModalName } from '@portal/kernel';

/** Which shell modal is open, so home popups wait instead of covering a form the player is using. */
export const openModal$ = new BehaviorSubject<ModalName | null>(null);

/** Whether the contract popup is shown (features/contracts): home popups wait for it too. */
export const contractPopupOpen$ = new BehaviorSubject<boolean>(false);
