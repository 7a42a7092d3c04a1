/**
 * The browser's download stood in for: `URL.createObjectURL` keeps each Blob, and a download link's
 * click records its file name and Blob instead of navigating (jsdom has neither). Restore with
 * `jest.restoreAllMocks()`.
 */
export function captureDownloads(): { name: string; blob: Blob }[] {
  const files: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  };
  URL.revokeObjectURL = () => undefined;
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download) files.push({ name: this.download, blob: blobs.get(this.href)! });
  });
  return files;
}

/** A downloaded file's text, and whether it starts with the UTF-8 byte-order mark (Excel needs it). */
export function readDownload(blob: Blob): Promise<{ bom: boolean; text: string }> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error);
    reader.onload = () => {
      const bytes = new Uint8Array(reader.result as ArrayBuffer);
      const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
      resolve({ bom, text: new TextDecoder().decode(bom ? bytes.slice(3) : bytes) });
    };
    reader.readAsArrayBuffer(blob);
  });
}
