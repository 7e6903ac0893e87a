import type { ImportFileLike } from '../import/read';

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

/**
 * A chosen or dropped file as the import reader takes it ({@link ImportFileLike}): its name, its size
 * (read before any byte, so a huge file is refused unread) and its bytes through a `FileReader`
 * (every browser has one; `Blob.arrayBuffer` is newer).
 */
export function importFileOf(file: File): ImportFileLike {
  return {
    name: file.name,
    size: file.size,
    arrayBuffer: () =>
      new Promise<ArrayBuffer>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as ArrayBuffer);
        reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
        reader.readAsArrayBuffer(file);
      }),
  };
}
