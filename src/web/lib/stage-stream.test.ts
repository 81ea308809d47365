import { describe, expect, it } from 'vitest'
import { parseEvents } from './stage-stream.ts'

describe('parseEvents', () => {
  it('reads complete events and keeps the unfinished rest for the next chunk', () => {
    const first = parseEvents('event: stage\ndata: {"stage":1}\n\nevent: stage\ndata: {"sta')
    expect(first.events).toEqual([{ event: 'stage', data: '{"stage":1}' }])
    const second = parseEvents(`${first.rest}ge":2}\n\nevent: result\ndata: {"analysis":{}}\n\n`)
    expect(second.events.map((e) => e.event)).toEqual(['stage', 'result'])
    expect(JSON.parse(second.events[0]!.data)).toEqual({ stage: 2 })
    expect(second.rest).toBe('')
  })
})
