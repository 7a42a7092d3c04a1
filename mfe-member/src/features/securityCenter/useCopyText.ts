import { useCallback, useState } from 'react';

export type CopyResult = 'copied' | 'selected' | null;

/**
 * Copies a text with the async clipboard; where there is none (an insecure origin, an old WebView) or it
 * is refused, the element showing the text is selected instead so a long press or Ctrl+C copies it, and
 * the result says which happened. (The referral page has its own: features share no files.)
 */
export function useCopyText() {
  const [result, setResult] = useState<CopyResult>(null);
  const copy = useCallback(async (text: string, shown: HTMLElement | null) => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      setResult('copied');
    } catch {
      const selection = window.getSelection();
      if (shown && selection) {
        const range = document.createRange();
        range.selectNodeContents(shown);
        selection.removeAllRanges();
        selection.addRange(range);
      }
      setResult('selected');
    }
  }, []);
  return { copy, result };
}
