import { useEffect, useState } from 'react';
import QRCode from 'qrcode';

/** A QR code drawn in the browser (no image service): 78 px in menus, 120 px in the popup (spec §9). */
export function QrCode({ value, size, label }: { value: string; size: number; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    QRCode.toDataURL(value, { width: size, margin: 1, errorCorrectionLevel: 'M' })
      .then((url) => current && setSrc(url))
      .catch(() => current && setSrc(null));
    return () => {
      current = false;
    };
  }, [value, size]);
  return src ? <img src={src} width={size} height={size} alt={label} data-qr-value={value} /> : <span style={{ display: 'inline-block', width: size, height: size }} />;
}
