import { useCallback, useRef, useState } from 'react';
import { CAPTCHA_REFRESH_MS, http } from '@portal/shared';

export interface Captcha {
  key: string;
  image: string | null;
  refresh: () => void;
}

function newKey(): string {
  return crypto.randomUUID();
}

/**
 * A server-checked captcha: each image is drawn for a key the client makes, and the answer is checked
 * against that key once. Refreshing is limited to once per second (spec §4).
 */
export function useCaptcha(): Captcha {
  const [key, setKey] = useState(newKey);
  const [image, setImage] = useState<string | null>(null);
  const lastRefresh = useRef(0);

  const refresh = useCallback(() => {
    const now = Date.now();
    if (now - lastRefresh.current < CAPTCHA_REFRESH_MS) return;
    lastRefresh.current = now;
    const next = newKey();
    setKey(next);
    setImage(null);
    http
      .get<string>('/wps/captcha', { params: { key: next } })
      .then((png) => setImage(`data:image/png;base64,${png}`))
      .catch(() => setImage(null));
  }, []);

  return { key, image, refresh };
}
