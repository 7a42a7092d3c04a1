import { useCallback, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import { Modal } from '@portal/shared';
import type { BotCheckPurpose } from '@portal/shared/contracts';
import { useShellTranslation } from '../../i18n';

/*
 * reCAPTCHA (v2 checkbox) and Cloudflare Turnstile: the vendor's script (the address the API names, so
 * the page's CSP admits it) renders its widget in a small popup over the form, and the token its
 * callback gives is the proof. Its own lazy chunk: only a site that runs a vendor's check loads it.
 */

export type WidgetVendor = 'recaptcha' | 'turnstile';

interface WidgetOptions {
  sitekey: string;
  /** Turnstile's action, checked by the API against the call's purpose. */
  action?: string;
  callback: (token: string) => void;
  'error-callback': () => void;
  'expired-callback': () => void;
}

interface WidgetApi {
  render(container: HTMLElement, options: WidgetOptions): unknown;
  /** reCAPTCHA's: its script loads the rest of itself; render only after this. */
  ready?: (callback: () => void) => void;
}

type VendorGlobals = Window & { grecaptcha?: WidgetApi; turnstile?: WidgetApi };

const scripts = new Map<string, Promise<void>>();

/** Loads a script once; a failed load is forgotten, so the next try loads it again. */
function loadScript(src: string): Promise<void> {
  let load = scripts.get(src);
  if (!load) {
    load = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        scripts.delete(src);
        script.remove();
        reject(new Error(`bot check script ${src} did not load`));
      };
      document.head.append(script);
    });
    scripts.set(src, load);
  }
  return load;
}

async function widgetApi(vendor: WidgetVendor, script: string): Promise<WidgetApi> {
  await loadScript(script);
  const api = (window as VendorGlobals)[vendor === 'recaptcha' ? 'grecaptcha' : 'turnstile'];
  if (!api || typeof api.render !== 'function') throw new Error(`bot check script ${script} has no ${vendor} widget`);
  if (api.ready) await new Promise<void>((resolve) => api.ready?.(resolve));
  return api;
}

function WidgetPopup({ place, onCancel }: { place: (container: HTMLElement) => void; onCancel: () => void }) {
  const { t } = useShellTranslation();
  const placed = useRef(false);
  // The popup shows after the modal's delay: the widget goes in when its box exists, once.
  const box = useCallback(
    (element: HTMLDivElement | null) => {
      if (element && !placed.current) {
        placed.current = true;
        place(element);
      }
    },
    [place],
  );
  return (
    <Modal open size="sm" title={t('accountForms.botCheck.widgetTitle')} onClose={onCancel}>
      <div ref={box} />
    </Modal>
  );
}

/** The vendor's token for one call: the person ticks the widget; closing the popup gives up. */
export async function solveWidget(vendor: WidgetVendor, siteKey: string, script: string, purpose: BotCheckPurpose, signal?: AbortSignal): Promise<string> {
  const api = await widgetApi(vendor, script);
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  try {
    return await new Promise<string>((resolve, reject) => {
      const stop = (why: string) => () => reject(new Error(`bot check ${why}`));
      signal?.addEventListener('abort', stop('aborted'), { once: true });
      const place = (container: HTMLElement) => {
        api.render(container, {
          sitekey: siteKey,
          ...(vendor === 'turnstile' ? { action: purpose } : {}),
          callback: resolve,
          'error-callback': stop('refused by the widget'),
          'expired-callback': stop('expired'),
        });
      };
      root.render(<WidgetPopup place={place} onCancel={stop('closed')} />);
    });
  } finally {
    root.unmount();
    host.remove();
  }
}
