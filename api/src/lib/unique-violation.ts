// PostgreSQL's answer when a unique index refuses a row (23505): two writes raced for the same
// e-mail, tax id..., and the index decided. Drizzle wraps the driver's error in `cause`.

/** The constraint a unique violation names, or null when the error is not a unique violation. */
export function uniqueViolation(error: unknown): { constraint: string } | null {
  for (
    let current = error as { code?: unknown; cause?: unknown; constraint?: unknown } | undefined;
    current;
    current = current.cause as typeof current
  ) {
    if (current.code === '23505') return { constraint: String(current.constraint ?? '') };
  }
  return null;
}

/** True when a database error is a unique violation, wrapped by drizzle or not. */
export const isUniqueViolation = (error: unknown): boolean => uniqueViolation(error) !== null;
