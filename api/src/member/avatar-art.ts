import { AVATAR_SIZE, type AvatarPreset } from '@portal/shared/contracts';

/*
 * The drawn avatars: one square SVG each, simple shapes on a gradient and no text (a picture cannot
 * use the page's web fonts). Rendered once per process to a PNG by sharp (avatar.ts) and served as
 * that, so every browser gets the same small raster the uploads get.
 */

const frame = (from: string, to: string, body: string) =>
  [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${AVATAR_SIZE}" height="${AVATAR_SIZE}" viewBox="0 0 256 256">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    '<rect width="256" height="256" fill="url(#g)"/>',
    body,
    '</svg>',
  ].join('');

const rays = Array.from({ length: 12 }, (_, i) => {
  const angle = (i * Math.PI) / 6;
  const x1 = 128 + Math.cos(angle) * 70;
  const y1 = 128 + Math.sin(angle) * 70;
  const x2 = 128 + Math.cos(angle) * 100;
  const y2 = 128 + Math.sin(angle) * 100;
  return `<line x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}" stroke="#fff3b0" stroke-width="10" stroke-linecap="round"/>`;
}).join('');

const petals = Array.from({ length: 8 }, (_, i) => `<ellipse cx="128" cy="86" rx="20" ry="46" fill="#ffd1e8" opacity="0.9" transform="rotate(${i * 45} 128 128)"/>`).join('');

const starPoints = Array.from({ length: 10 }, (_, i) => {
  const r = i % 2 === 0 ? 92 : 40;
  const angle = -Math.PI / 2 + (i * Math.PI) / 5;
  return `${(128 + Math.cos(angle) * r).toFixed(1)},${(128 + Math.sin(angle) * r).toFixed(1)}`;
}).join(' ');

export const AVATAR_ART: Record<AvatarPreset, string> = {
  sun: frame('#ff9a3c', '#d9480f', `${rays}<circle cx="128" cy="128" r="56" fill="#ffe066"/>`),
  moon: frame('#243b6b', '#0b1533', '<circle cx="138" cy="120" r="70" fill="#f1f3f5"/><circle cx="170" cy="100" r="62" fill="#1a2b52"/><circle cx="60" cy="60" r="4" fill="#fff"/><circle cx="200" cy="190" r="5" fill="#fff"/><circle cx="80" cy="200" r="3" fill="#fff"/>'),
  lotus: frame('#7b2ff7', '#3b0a75', `${petals}<circle cx="128" cy="128" r="24" fill="#ffe066"/>`),
  mountain: frame('#74c0fc', '#1c7ed6', '<circle cx="190" cy="70" r="26" fill="#fff3bf"/><polygon points="20,220 100,90 180,220" fill="#2b8a3e"/><polygon points="110,220 180,120 250,220" fill="#37b24d"/><polygon points="82,120 100,90 118,120" fill="#f8f9fa"/><rect y="216" width="256" height="40" fill="#2f9e44"/>'),
  wave: frame('#15aabf', '#0b7285', '<path d="M0 150 Q 32 120 64 150 T 128 150 T 192 150 T 256 150 V256 H0Z" fill="#99e9f2"/><path d="M0 190 Q 32 160 64 190 T 128 190 T 192 190 T 256 190 V256 H0Z" fill="#e3fafc"/>'),
  star: frame('#e64980', '#862e9c', `<polygon points="${starPoints}" fill="#ffe066" stroke="#fff9db" stroke-width="6" stroke-linejoin="round"/>`),
};
