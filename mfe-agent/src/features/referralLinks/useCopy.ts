import { useCallback, useState } from 'react';

export type CopyResult = 'copied' | 'selected' | null;

/**
 * Copies a text with the async clipboard; where there is none (an insecure origin, an old WebView) or
 * it is refused, the text's field is selected instead so a long press or Ctrl+C copies it, and the
 * result says which happened so the page can tell the person.
 */
export function useCopy() {
  const [result, setResult] = useState<{ id: number; result: CopyResult } | null>(null);
  const copy = useCallback(async (id: number, text: string, field: HTMLInputElement | null) => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      setResult({ id, result: 'copied' });
    } catch {
      field?.focus();
      field?.select();
      setResult({ id, result: 'selected' });
    }
  }, []);
  return { copy, resultFor: (id: number): CopyResult => (result?.id === id ? result.result : null) };
}
