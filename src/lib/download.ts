/**
 * Saves a Blob under a file name through a temporary link (the way every browser supports). The
 * object URL is revoked a minute later: a tab opened from it may still be reading it.
 */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** A file name made safe: anything but letters, digits, dot, dash and underscore becomes "_". */
export const safeFileName = (name: string) => name.replace(/[^\w.-]+/g, '_');
