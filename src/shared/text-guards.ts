/**
 * Control characters no field of the product has a use for: NUL (which PostgreSQL refuses in text
 * and which used to turn a request into a 500) and the other C0 controls and DEL. Tab, line feed and
 * carriage return stay allowed (messages and job descriptions have lines).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
export const FORBIDDEN_CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/

export function hasForbiddenControlChars(text: string): boolean {
  return FORBIDDEN_CONTROL_CHARS.test(text)
}
