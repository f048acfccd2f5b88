/** True for the errors that mean "there is no such file", as opposed to a permission or disk problem worth reporting. */
export function isMissingFile(error: unknown): boolean {
  return error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'ENOTDIR');
}
