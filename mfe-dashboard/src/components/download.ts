/**
 * Hands a text the page made (an export, the not-found CSV) to the browser as a download: a Blob,
 * an object URL and a click on a temporary link; the URL is revoked afterwards.
 * @param name the file name the browser saves under, e.g. 'streamscout-queue.csv'
 * @param text the file's content (UTF-8)
 * @param type its MIME type, e.g. 'text/csv;charset=utf-8'
 */
export function downloadText(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
