/** Leaves the portal for another page (the payment provider). A module of its own so tests can stand in for it. */
export function leaveTo(url: string): void {
  window.location.assign(url);
}
