import { useEffect, useState } from 'react';

/**
 * The picked QR image before it is uploaded: the file and a local object URL to preview it.
 * The URL is revoked when the pick is replaced, cleared, or the screen closes.
 */
export function useQrPreview() {
  const [file, setFile] = useState<File | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return { file, url, pick: setFile, clear: () => setFile(null) };
}
