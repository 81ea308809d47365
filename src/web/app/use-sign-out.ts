import { useNavigate } from 'react-router'
import { markSignedOut } from '../lib/session.ts'

/**
 * Signs out with better-auth's client (loaded on demand), forgets every cached answer of the
 * previous user and returns to the home page.
 */
export function useSignOut() {
  const navigate = useNavigate()
  return async () => {
    try {
      const { authClient } = await import('../lib/auth-client.ts')
      await authClient.signOut()
    } catch (error) {
      console.error('sign-out failed', error)
    }
    markSignedOut()
    const { queryClient } = await import('../lib/query-client.ts')
    queryClient.clear()
    navigate('/', { replace: true })
  }
}
