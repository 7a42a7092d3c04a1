/** Props of every remote's exposed module (`./App`, widgets such as `./HomeSections`, `./GamePopup`). */
export interface RemoteAppProps {
  /** The path the host mounts it under (e.g. '/lottery'). */
  basePath: string;
  /** What a widget needs from its host (e.g. the vendor whose games the game popup lists). */
  params?: Record<string, unknown>;
  /** A widget shown inside a host's modal closes it through this. */
  onClose?: () => void;
}
