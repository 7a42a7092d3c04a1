import { useCallback, useEffect, useRef, useState } from 'react';
import { http } from '@portal/kernel';
import { CAPTCHA_REFRESH_MS, newRequestId } from '@portal/shared';
import { captcha } from '@portal/shared/contracts';

export interface Captcha {
  key: string;
  image: string | null;
  refresh: () => void;
}

/**
 * A server-checked captcha: each image is drawn for a key the client makes, and the answer is checked
 * against that key once. Refreshing is limited to once per second (spec §4): a refresh asked for sooner
 * (a double click, or a failed submit right after the image loaded) is done when the second is up, so
 * the form never keeps showing a code the server has already burnt.
 */
export function useCaptcha(): Captcha {
  const [key, setKey] = useState(newRequestId);
  const [image, setImage] = useState<string | null>(null);
  const lastRefresh = useRef(Number.NEGATIVE_INFINITY);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  const mounted = useRef(true);

  const draw = useCallback(() => {
    lastRefresh.current = Date.now();
    const next = newRequestId();
    setKey(next);
    setImage(null);
    http
      .call(captcha, { key: next })
      .then((png) => mounted.current && setImage(`data:image/png;base64,${png}`))
      .catch(() => mounted.current && setImage(null));
  }, []);

  const refresh = useCallback(() => {
    const wait = lastRefresh.current + CAPTCHA_REFRESH_MS - Date.now();
    if (wait <= 0) {
      draw();
      return;
    }
    if (pending.current) return;
    pending.current = setTimeout(() => {
      pending.current = null;
      if (mounted.current) draw();
    }, wait);
  }, [draw]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (pending.current) clearTimeout(pending.current);
      pending.current = null;
    };
  }, []);

  return { key, image, refresh };
}
