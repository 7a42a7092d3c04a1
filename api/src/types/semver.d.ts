// The few functions of `semver` (7.x) the release check calls: declared here rather than through
// @types/semver, which the workspace does not install.
declare module 'semver' {
  interface RangeOptions {
    loose?: boolean;
    includePrerelease?: boolean;
  }
  /** The version, cleaned, or null when it is not one. */
  function valid(version: string | null | undefined, options?: RangeOptions): string | null;
  /** The range, normalised, or null when it is not one. */
  function validRange(range: string | null | undefined, options?: RangeOptions): string | null;
  function satisfies(version: string, range: string, options?: RangeOptions): boolean;
  export { satisfies, valid, validRange };
}
