/**
 * Shares a file through the device's share sheet (Web Share API level 2) when the browser can
 * share files; answers false when it cannot, so the caller downloads it instead. A share the
 * customer dismissed counts as done: nothing more to do.
 */
export async function shareFile(file: File, title: string): Promise<boolean> {
  const data: ShareData = { files: [file], title };
  if (typeof navigator.share !== 'function' || !navigator.canShare?.(data)) return false;
  try {
    await navigator.share(data);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return true;
    throw error;
  }
  return true;
}
