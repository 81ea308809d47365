/** The part of autocannon 8's programmatic API the benchmarks use (it ships no types). */
declare module 'autocannon' {
  type Histogram = {
    average: number
    mean: number
    total: number
    p50: number
    p90: number
    p99: number
    max: number
  }
  export type Options = {
    url: string
    connections?: number
    duration?: number
    amount?: number
    method?: string
    headers?: Record<string, string>
    body?: string | Buffer
  }
  export type Result = {
    duration: number
    requests: Histogram
    latency: Histogram
    errors: number
    timeouts: number
    non2xx: number
  }
  function autocannon(options: Options): Promise<Result>
  export default autocannon
}
