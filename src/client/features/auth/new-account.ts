/**
 * Whether this browser tab has just created the signed-in account, so the home screen welcomes a
 * newcomer (and says what to do first) instead of "Welcome back". Kept for the tab's session, so
 * a reload right after sign-up still greets a newcomer; signing in marks the reader as returning.
 * Storage can be switched off (private modes): then everyone is greeted as returning.
 */

const STORAGE_KEY = "scs:new-account";

export function rememberNewAccount(userId: string): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, userId);
  } catch {
    // No storage: the greeting falls back to "Welcome back".
  }
}

export function forgetNewAccount(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // No storage: nothing was remembered.
  }
}

export function isNewAccount(userId: string): boolean {
  try {
    return sessionStorage.getItem(STORAGE_KEY) === userId;
  } catch {
    return false;
  }
}
