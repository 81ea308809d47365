/**
 * Two-factor sign-in settings over better-auth's twoFactor endpoints (/api/auth/two-factor/*),
 * which answer our error envelope: enable (password → otpauth URI + backup codes), confirm with a
 * first code, disable (password). The status is read from the session (user.twoFactorEnabled).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'

export const twoFactorStatusQueryKey = ['account', 'two-factor'] as const

type SessionAnswer = { user?: { twoFactorEnabled?: boolean | null } } | null

export const twoFactorStatusQueryOptions = queryOptions({
  queryKey: twoFactorStatusQueryKey,
  queryFn: async ({ signal }) => {
    const session = await api<SessionAnswer>('/api/auth/get-session', { signal, cache: 'no-store' })
    return { isEnabled: session?.user?.twoFactorEnabled === true }
  },
})

export function useTwoFactorStatus() {
  return useQuery(twoFactorStatusQueryOptions)
}

export type TwoFactorSetup = { totpURI: string; backupCodes: string[] }

export function useStartTwoFactor() {
  return useMutation({
    mutationFn: (password: string) =>
      api<TwoFactorSetup>('/api/auth/two-factor/enable', { method: 'POST', body: { password } }),
  })
}

export function useConfirmTwoFactor() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (code: string) =>
      api<unknown>('/api/auth/two-factor/verify-totp', { method: 'POST', body: { code } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorStatusQueryKey }),
  })
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (password: string) =>
      api<unknown>('/api/auth/two-factor/disable', { method: 'POST', body: { password } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorStatusQueryKey }),
  })
}

/** The base32 key of an otpauth:// URI, for typing by hand (grouped by 4). */
export function manualKeyOf(totpURI: string): string {
  let secret = ''
  try {
    secret = new URL(totpURI).searchParams.get('secret') ?? ''
  } catch {
    secret = ''
  }
  return secret.replace(/(.{4})/g, '$1 ').trim()
}
