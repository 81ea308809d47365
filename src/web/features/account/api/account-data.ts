/**
 * GET /api/account/export (downloaded as a file) and DELETE /api/account { password }.
 * After deletion the server has cleared the session and the app reloads on the home page, which
 * confirms the deletion (app/flash-notice.tsx).
 */
import { useMutation } from '@tanstack/react-query'
import { exportFileName } from '../../../../shared/schemas/account.ts'
import { api } from '../../../lib/api.ts'

/** Fetches the export and hands it to the browser as a download (errors stay on the page). */
export async function downloadAccountExport(): Promise<void> {
  const data = await api<unknown>('/api/account/export')
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' })
  saveBlob(blob, exportFileName(new Date()))
}

export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

export function useExportAccount() {
  return useMutation({ mutationFn: downloadAccountExport })
}

/**
 * On success the whole app reloads on the home page: the server has already cleared the session
 * cookie, and a fresh page holds no trace of the account (session store, query cache). Forgetting
 * the user in place would let the profile's route guard redirect to /login before leaving.
 */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (password: string) =>
      api<{ deleted: true }>('/api/account', { method: 'DELETE', body: { password } }),
    onSuccess: () => {
      window.location.replace('/?notice=account-deleted')
    },
  })
}
