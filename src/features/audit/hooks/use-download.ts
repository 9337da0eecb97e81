import { useCallback } from 'react';

/** Saves text as a file through a temporary object URL (no server involved). */
export function useDownload() {
  return useCallback((fileName: string, mimeType: string, text: string) => {
    const url = URL.createObjectURL(new Blob([text], { type: mimeType }));
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }, []);
}
