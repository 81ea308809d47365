/**
 * The password-reset token travels from /auth/callback to /update-password in this tab's
 * sessionStorage rather than in the URL, so it does not stay in history or leak in a referrer.
 */
const KEY = 'adequat.resetToken'

export function storeResetToken(token: string) {
  try {
    sessionStorage.setItem(KEY, token)
  } catch {
    // storage blocked: the update page will say the link is invalid
  }
}

export function readResetToken(): string | null {
  try {
    return sessionStorage.getItem(KEY)
  } catch {
    return null
  }
}

export function clearResetToken() {
  try {
    sessionStorage.removeItem(KEY)
  } catch {
    // nothing to clear
  }
}
