import type { Opening } from './useOpening';

/** What every opener (wheel, egg, envelope) is given by its ticket card. */
export interface OpenerProps {
  opening: Opening;
  /** The button's accessible name, e.g. "Spin Prize wheel", "Opened Prize wheel" (it holds the visible `action`). */
  label: string;
  /** The visible word on the button: Spin, Crack, Open; Opened once done. */
  action: string;
}
