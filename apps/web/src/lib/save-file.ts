/**
 * Hands a file to the browser as a download (an export, an attachment fetched with the token):
 * a hidden link to an object URL, clicked once, the URL let go once the browser has the file.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the next task; give it a moment before letting go.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
