/** A database this program cannot use; the message says why and what to do. */
export class DatabaseError extends Error {
  override name = 'DatabaseError';
}
