/**
 * GET /api/analyses/:id/report.pdf (mounted beside the analyses routes): the analysis' PDF report
 * as a download.
 */
import { Hono } from 'hono'
import type { AppEnv } from '../../context.ts'
import { requireUser } from '../auth/session.ts'
import { getEntitlement } from '../usage/service.ts'
import { createReport } from './create-report.ts'

export function createReportRoutes() {
  return new Hono<AppEnv>().get('/:id/report.pdf', async (c) => {
    const user = await requireUser(c)
    const { db, clock } = c.var.deps
    const { pdf, fileName } = await createReport(db, {
      userId: user.id,
      analysisId: c.req.param('id'),
      now: clock(),
      getEntitlement,
    })
    return c.body(new Uint8Array(pdf), 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${fileName}"`,
      'content-length': String(pdf.byteLength),
      'cache-control': 'private, no-store',
    })
  })
}
