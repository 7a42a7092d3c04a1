import { useCallback, useState } from 'react';

export type CopyResult = 'copied' | 'selected' | null;

/**
 * Copies a text with the async clipboard; where there is none (an insecure origin, an old WebView) or
 * it is refused, the text's field is selected instead so a long press or Ctrl+C copies it, and the
 * result says which happened so the page can tell the person. (As mfe-agent's invite links do; the
 * remotes share no code but @portal/shared.)
 */
export function useCopy<K extends string>() {
  const [result, setResult] = useState<{ key: K; result: CopyResult } | null>(null);
  const copy = useCallback(async (key: K, text: string, field: HTMLInputElement | null) => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      setResult({ key, result: 'copied' });
    } catch {
      field?.focus();
      field?.select();
      setResult({ key, result: 'selected' });
    }
  }, []);
  return { copy, resultFor: (key: K): CopyResult => (result?.key === key ? result.result : null) };
}
