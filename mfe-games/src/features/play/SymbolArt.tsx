import type { ReactElement } from 'react';

/*
 * The fruit and bell symbols drawn as SVG: an emoji depends on the visitor's fonts (a machine without
 * a colour-emoji font shows empty boxes), a drawing does not.
 */
const ART: Record<string, ReactElement> = {
  cherry: (
    <>
      <path d="M32 10 C30 22 24 30 18 38 M32 10 C36 22 42 28 46 36" stroke="#2f7d32" strokeWidth="3" fill="none" strokeLinecap="round" />
      <path d="M32 10 C38 6 46 8 50 12 C44 14 38 13 32 10Z" fill="#43a047" />
      <circle cx="18" cy="44" r="11" fill="#d32f2f" />
      <circle cx="46" cy="42" r="11" fill="#c62828" />
      <circle cx="14" cy="40" r="3" fill="#ffcdd2" />
      <circle cx="42" cy="38" r="3" fill="#ffcdd2" />
    </>
  ),
  lemon: (
    <>
      <ellipse cx="32" cy="34" rx="22" ry="16" fill="#fdd835" transform="rotate(-20 32 34)" />
      <ellipse cx="32" cy="34" rx="22" ry="16" fill="none" stroke="#f9a825" strokeWidth="2" transform="rotate(-20 32 34)" />
      <path d="M50 18 L56 12" stroke="#f9a825" strokeWidth="4" strokeLinecap="round" />
      <ellipse cx="24" cy="30" rx="6" ry="3" fill="#fff59d" transform="rotate(-20 24 30)" />
    </>
  ),
  orange: (
    <>
      <circle cx="32" cy="36" r="20" fill="#fb8c00" />
      <circle cx="32" cy="36" r="20" fill="none" stroke="#ef6c00" strokeWidth="2" />
      <path d="M32 16 C34 10 40 8 46 10 C42 14 38 16 32 16Z" fill="#43a047" />
      <circle cx="25" cy="29" r="4" fill="#ffcc80" />
    </>
  ),
  grape: (
    <>
      <path d="M32 8 L32 16" stroke="#6d4c41" strokeWidth="3" strokeLinecap="round" />
      <path d="M32 12 C38 8 46 10 48 14 C42 16 36 15 32 12Z" fill="#43a047" />
      {[
        [24, 22],
        [40, 22],
        [32, 24],
        [20, 32],
        [32, 34],
        [44, 32],
        [26, 43],
        [38, 43],
        [32, 52],
      ].map(([cx, cy]) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="8" fill="#7b1fa2" stroke="#4a148c" strokeWidth="1.5" />
      ))}
    </>
  ),
  bell: (
    <>
      <path d="M32 8 C20 8 16 20 16 30 L16 40 L10 48 L54 48 L48 40 L48 30 C48 20 44 8 32 8Z" fill="#fbc02d" stroke="#f57f17" strokeWidth="2" />
      <circle cx="32" cy="52" r="5" fill="#f57f17" />
      <path d="M24 18 C22 22 21 28 21 34" stroke="#fff59d" strokeWidth="3" fill="none" strokeLinecap="round" />
    </>
  ),
};

/** The drawing of a symbol id, or null when it has none. */
export function symbolArt(id: string): ReactElement | null {
  const art = ART[id.toLowerCase()];
  return art ? (
    <svg viewBox="0 0 64 64" width="100%" height="100%" aria-hidden="true" focusable="false">
      {art}
    </svg>
  ) : null;
}
