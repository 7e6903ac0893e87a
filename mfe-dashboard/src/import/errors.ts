import { translator, type MessageDescriptor, type MessageValues, type Translator } from '@streamscout/i18n';

/**
 * A refused import file (the file changed nothing): `message` is the English text, and `text` with
 * `values` the message a page shows in the reader's language ({@link importErrorText}).
 */
export class ImportFileError extends Error {
  constructor(
    /** What the page says (a catalog message). */
    readonly text: MessageDescriptor,
    /** Its arguments (file names, sizes in MB, counts). */
    readonly values: MessageValues = {},
  ) {
    super(translator('en').t(text, values));
    this.name = 'ImportFileError';
  }
}

/** A refused file's text in `tr`'s language. */
export function importErrorText(error: ImportFileError, tr: Translator): string {
  return tr.t(error.text, error.values);
}
