/** A refused import file: `message` is the text shown to the user (the file changed nothing). */
export class ImportFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportFileError';
  }
}
