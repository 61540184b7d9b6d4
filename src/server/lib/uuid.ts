const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Ids from URLs and bodies are checked before they reach a `uuid` column: Postgres rejects a
 * malformed one with an error, which must be a clean 404, never a 500.
 */
export const isUuid = (value: string): boolean => UUID_PATTERN.test(value);
