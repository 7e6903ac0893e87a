/**
 * The import page's and the data export's queries and mutations (spec §14), over the
 * React-free core in `../import/` and `@streamscout/session`:
 * - {@link useImportPreview}: the TMDB matching of a read file as a TanStack query (one per file,
 *   never retried on its own: "Try again" asks again), with its progress;
 * - {@link useApplyImport} / {@link useUndoImport}: `apply_import` / `undo_import`;
 * - {@link useDataExport}: collects "Download my data".
 */
import { useThrottledProgress } from './throttledProgress';
import { useMutation } from '@tanstack/react-query';
import { useUserQuery } from '@streamscout/widgets';
import { applyImport, BackendError, undoImport, type ImportRecord, type Profile } from '@streamscout/session';
import { collectExport, type DataExport } from '../import/exportData';
import { matchRows, type ImportItem, type MatchResult } from '../import/match';
import type { ParsedImport } from '../import/read';

/** A file read on the page: what it holds and a key that is new for every upload. */
export interface ReadFile {
  key: number;
  name: string;
  parsed: ParsedImport;
}

/**
 * The preview of `file`: every row matched to TMDB (nothing asked while `file` is null).
 * @returns the query (data: one result per row) and the progress of the running match (updated
 *   at most ten times a second)
 */
export function useImportPreview(file: ReadFile | null) {
  const [progress, setProgress] = useThrottledProgress();
  // the user's own file: under the user's key, forgotten when the account leaves the page
  const query = useUserQuery<MatchResult[]>(
    ['import-preview', file?.key ?? 0],
    ({ signal }) => matchRows(file!.parsed.rows, { signal, onProgress: setProgress }),
    {
      enabled: file !== null,
      retry: false,
      staleTime: Infinity,
      gcTime: 0,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    },
  );
  return { query, progress };
}

/**
 * Runs an apply or undo call; what it throws is the sentence the page shows: the database's
 * refusal, or that the backend could not be reached. Nothing was changed either way.
 * @param what e.g. 'import your titles' (in "We couldn't … right now")
 */
async function sayingWhy(run: Promise<ImportRecord>, what: string): Promise<ImportRecord> {
  try {
    return await run;
  } catch (error) {
    if (error instanceof BackendError && error.refused) {
      throw new Error(`The import was refused: ${error.message}. Nothing was changed.`, { cause: error });
    }
    throw new Error(`We couldn't ${what} right now. Nothing was changed; please try again.`, { cause: error });
  }
}

/** Applies the chosen items in one transaction; resolves to the import record. */
export function useApplyImport() {
  return useMutation({
    mutationFn: async ({ items, source }: { items: ImportItem[]; source: ParsedImport['source'] }) =>
      sayingWhy(applyImport(items, source), 'import your titles'),
    networkMode: 'always',
  });
}

/** Undoes one import; resolves to its record (now undone). */
export function useUndoImport() {
  return useMutation({
    mutationFn: (importId: string) => sayingWhy(undoImport(importId), 'undo this import'),
    networkMode: 'always',
  });
}

/** Collects the signed-in user's data for "Download my data", with its progress (titles looked up, at most ten renders a second). */
export function useDataExport() {
  const [progress, setProgress] = useThrottledProgress();
  const mutation = useMutation<DataExport, Error, Profile>({
    mutationFn: (profile) => collectExport(profile, (done, total) => setProgress({ done, total })),
    networkMode: 'always',
  });
  return { mutation, progress };
}
