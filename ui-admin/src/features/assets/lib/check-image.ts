import { adminScreenMessages } from '@tradesim/core';
import { imageIcon } from '@tradesim/ui-kit';

export type ImageCheck =
  | { state: 'ok' }
  | { state: 'text'; text: string }
  | { state: 'none' }
  | { state: 'failed'; message: string };

/** docs/product/admin-console.md#constants-and-limits: an image that has not loaded after 5 s is reported as a timeout. */
export const imageTimeoutMs = 5_000;

/**
 * Loads an icon the way the browser will show it, and says what the admin would see: an image
 * that loads, a text icon (shown as a letter tile), none, or why the image fails ("Image failed
 * to load", "Image load timeout").
 */
export function checkAssetImage(icon: string | null, timeoutMs = imageTimeoutMs): Promise<ImageCheck> {
  if (!icon) return Promise.resolve({ state: 'none' });
  const url = imageIcon(icon);
  if (!url) return Promise.resolve({ state: 'text', text: icon });
  return new Promise((resolve) => {
    const image = new Image();
    const finish = (check: ImageCheck) => {
      clearTimeout(timer);
      image.onload = null;
      image.onerror = null;
      resolve(check);
    };
    const timer = setTimeout(
      () => finish({ state: 'failed', message: adminScreenMessages.imageLoadTimeout }),
      timeoutMs,
    );
    image.onload = () => finish({ state: 'ok' });
    image.onerror = () => finish({ state: 'failed', message: adminScreenMessages.imageLoadFailed });
    image.src = url;
  });
}
