/**
 * Saves a blob as a file the browser downloads under `filename` (a CSV export, a calendar entry, a
 * whiteboard PNG). The object URL is let go once the download has had time to start.
 */
export function saveFile(filename: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
