/**
 * Opening an import's ZIP (a Letterboxd or Trakt export) safely: its entries are inflated as a
 * stream and stopped past {@link MAX_UNZIPPED_BYTES}, whatever they declare. No React, no network.
 */
import { Unzip, UnzipInflate } from 'fflate';
import { ImportFileError } from './errors';
import { msg } from '@streamscout/i18n';

/** Largest total a ZIP may inflate to (bytes); inflating stops as soon as it is passed. */
const MAX_UNZIPPED_BYTES = 20 * 1024 * 1024;

const DAMAGED = msg('import.error.zipDamaged', 'This ZIP is damaged and cannot be opened. Nothing was imported.');
const mb = (n: number) => Math.round(n / (1024 * 1024));

/** Whether `bytes` start like a ZIP archive (a local file header, 'PK\x03\x04'). */
export function isZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/**
 * Inflates the entries worth reading, as a stream, stopping past {@link MAX_UNZIPPED_BYTES}
 * whatever the entries declare (a ZIP bomb declares small sizes and inflates to gigabytes).
 */
export function unzipText(bytes: Uint8Array, wanted: (name: string) => boolean): Map<string, Uint8Array> {
  const out = new Map<string, Uint8Array>();
  let total = 0;
  let failure: ImportFileError | null = null;
  const tooBig = () =>
    new ImportFileError(
      msg('import.error.zipTooBig', 'This ZIP unpacks to more than {max} MB; an export is far smaller. Nothing was imported.'),
      {
        max: mb(MAX_UNZIPPED_BYTES),
      },
    );
  const unzip = new Unzip((entry) => {
    if (failure || !wanted(entry.name)) return;
    if (typeof entry.originalSize === 'number' && total + entry.originalSize > MAX_UNZIPPED_BYTES) {
      failure = tooBig();
      return;
    }
    const chunks: Uint8Array[] = [];
    entry.ondata = (err, chunk, final) => {
      if (failure) return;
      if (err) {
        failure = new ImportFileError(DAMAGED);
        return;
      }
      total += chunk.length;
      if (total > MAX_UNZIPPED_BYTES) {
        failure = tooBig();
        entry.terminate();
        return;
      }
      chunks.push(chunk);
      if (final) out.set(entry.name, concat(chunks));
    };
    entry.start();
  });
  unzip.register(UnzipInflate);
  try {
    // Pushed in slices, so a bomb is stopped after one slice's output, not after the whole file.
    const SLICE = 64 * 1024;
    for (let i = 0; i < bytes.length && !failure; i += SLICE) {
      unzip.push(bytes.subarray(i, Math.min(bytes.length, i + SLICE)), i + SLICE >= bytes.length);
    }
  } catch {
    if (!failure) failure = new ImportFileError(DAMAGED);
  }
  if (failure) throw failure;
  return out;
}

function concat(chunks: Uint8Array[]): Uint8Array {
  const size = chunks.reduce((n, c) => n + c.length, 0);
  const all = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    all.set(c, at);
    at += c.length;
  }
  return all;
}
