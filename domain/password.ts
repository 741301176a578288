/**
 * Password policy (OWASP ASVS / NIST 800-63B): at least 8 characters, long passphrases
 * allowed, no composition rules, and the most common passwords refused. The list of common
 * passwords is large, so the caller passes the check in (the server loads the list).
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

export function passwordProblem(
  password: string,
  isCommon: (pw: string) => boolean = () => false,
): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  if (length > PASSWORD_MAX_LENGTH) return `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
  if (isCommon(password.toLowerCase())) return 'This password is too common. Please choose another one';
  return null;
}
