/**
 * The CLI as a user runs it: a real process (node --import tsx cli.ts), real files, exit codes,
 * JSON on stdout and French messages on stderr.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type ChatRequestBody,
  completion,
  type FakeOpenAiServer,
  rateLimited,
  startFakeOpenAiServer,
} from '../../../test/helpers/fake-openai-server.ts'

const ROOT = join(import.meta.dirname, '../../..')
const CLI = join(import.meta.dirname, 'cli.ts')
const FIXTURES = join(ROOT, 'test/fixtures/cv')
const PDF = join(FIXTURES, 'fr_arthurbernard_cv.pdf')
const DOCX = join(FIXTURES, 'en_tika_word_template_resume.docx')

let dir: string
let job: string

type Run = { code: number | null; stdout: string; stderr: string }

function cli(args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', CLI, ...args],
      {
        cwd: ROOT,
        // A clean configuration: no key from the developer's shell, no secret file written in ./data.
        env: {
          PATH: process.env.PATH ?? '',
          HOME: dir,
          NODE_ENV: 'test',
          DATA_DIR: join(dir, 'data'),
          AUTH_SECRET: 'x'.repeat(40),
          AI_ENGINE: 'local',
          ...env,
        },
        timeout: 60_000,
        maxBuffer: 10 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr })
      },
    )
  })
}

function textFile(name: string, content: string | Uint8Array): string {
  const path = join(dir, name)
  writeFileSync(path, content)
  return path
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'adequat-cli-'))
  job = textFile(
    'job.txt',
    'Data scientist en finance quantitative (H/F). Compétences requises : Python, statistiques, machine learning, SQL. Anglais courant exigé.',
  )
})
afterAll(() => {
  rmSync(dir, { recursive: true, force: true })
})

describe('npm run analyse', () => {
  it('prints the analysis JSON with its meta for a PDF and the local engine', async () => {
    const run = await cli(['--cv', PDF, '--job', job, '--questions', '5'])
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    const out = JSON.parse(run.stdout)
    expect(out.compatibilityScore).toBeGreaterThanOrEqual(0)
    expect(out.compatibilityScore).toBeLessThanOrEqual(100)
    expect(out.suggestions).toHaveLength(3)
    expect(out.questions).toHaveLength(5)
    expect(out.meta).toMatchObject({ engine: 'local', pages: expect.any(Number), usedOcr: false, lang: 'fr' })
    expect(out.meta.engineVersion).toEqual(expect.any(String))
    expect(out.meta.timings).toMatchObject({
      extractMs: expect.any(Number),
      engineMs: expect.any(Number),
      totalMs: expect.any(Number),
    })
  })

  it('reads a DOCX and defaults to 3 questions', async () => {
    const run = await cli(['--cv', DOCX, '--job', job])
    expect(run.code).toBe(0)
    const out = JSON.parse(run.stdout)
    expect(out.questions).toHaveLength(3)
    expect(out.meta.file.kind).toBe('docx')
  })

  it('exits 2 with the French message for an empty job description', async () => {
    const run = await cli(['--cv', PDF, '--job', textFile('blank.txt', '   \n\t\n')])
    expect(run.code).toBe(2)
    expect(run.stdout).toBe('')
    expect(run.stderr).toContain('Veuillez télécharger un CV et fournir une description du poste')
  })

  it('exits 2 for a job description over 1000 characters', async () => {
    const run = await cli(['--cv', PDF, '--job', textFile('long.txt', 'x'.repeat(1001))])
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('La description du poste ne doit pas dépasser 1000 caractères.')
  })

  it('exits 2 for an unsupported file type', async () => {
    const run = await cli(['--cv', textFile('cv.txt', 'Marie Dupont, comptable'), '--job', job])
    expect(run.code).toBe(2)
    expect(run.stderr).toContain("Le type de fichier .txt n'est pas pris en charge")
  })

  it('exits 2 for a file over 5 MB', async () => {
    const run = await cli(['--cv', textFile('big.pdf', new Uint8Array(6 * 1024 * 1024)), '--job', job])
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('La taille du fichier dépasse la limite de 5Mo')
  })

  it('exits 2 for an unreadable CV (a truncated PDF)', async () => {
    const truncated = textFile(
      'truncated.pdf',
      new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<< /Type /Catalog'),
    )
    const run = await cli(['--cv', truncated, '--job', job])
    expect(run.code).toBe(2)
    expect(run.stderr).toContain("Le CV n'a pas pu être lu.")
  })

  it('exits 2 with the usage for missing or bad arguments', async () => {
    const runs = await Promise.all(
      [
        ['--job', job],
        ['--cv', PDF, '--job', job, '--questions', '0'],
        ['--cv', PDF, '--job', job, '--engine', 'gpt'],
        ['--cv', PDF, '--job', job, '--unknown'],
      ].map((args) => cli(args)),
    )
    for (const run of runs) {
      expect(run.code).toBe(2)
      expect(run.stderr).toContain('Usage : npm run -s analyse')
    }
    const missing = await cli(['--cv', join(dir, 'nope.pdf'), '--job', job])
    expect(missing.code).toBe(2)
    expect(missing.stderr).toContain('Fichier introuvable ou illisible')
  })

  it('exits 2 when --engine llm has no key configured', async () => {
    const run = await cli(['--cv', PDF, '--job', job, '--engine', 'llm'])
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('AI_API_KEY')
  })

  describe('with --engine llm', () => {
    let server: FakeOpenAiServer
    const route = (body: ChatRequestBody | undefined) =>
      body?.messages.some((m) => m.content.includes('"questions"')) ? 'questions' : 'analysis'
    beforeAll(async () => {
      server = await startFakeOpenAiServer({ router: route })
    })
    afterAll(async () => {
      await server.close()
    })
    const llmEnv = () => ({ AI_BASE_URL: server.baseURL, AI_API_KEY: 'cli-key', AI_MODEL: 'fake-model' })

    it('uses the configured endpoint and model', async () => {
      server.enqueue(
        'analysis',
        completion({
          compatibilityScore: 64,
          matchedSkills: ['Python'],
          missingSkills: ['SQL'],
          suggestions: [1, 2, 3].map((i) => ({
            id: `s${i}`,
            title: 'T',
            description: 'D',
            category: 'skills',
            priority: 'high',
          })),
        }),
      )
      server.enqueue(
        'questions',
        completion({
          questions: [1, 2].map((i) => ({
            id: `q${i}`,
            question: 'Q ?',
            answer: 'R.',
            difficulty: 'hard',
            category: 'technical',
          })),
        }),
      )
      const run = await cli(
        ['--cv', PDF, '--job', job, '--engine', 'llm', '--questions', '2', '--lang', 'en'],
        llmEnv(),
      )
      expect(run.stderr).toBe('')
      expect(run.code).toBe(0)
      const out = JSON.parse(run.stdout)
      // Writer mode (issue 10 §6): the score and lists are the local engine's checked facts; the
      // model wrote the suggestions and answers.
      expect(out.details.writer).toBe('model')
      expect(out.suggestions.map((x: { title: string }) => x.title)).toEqual(['T', 'T', 'T'])
      expect(out.questions.map((x: { answer: string }) => x.answer)).toEqual(['R.', 'R.'])
      expect(out.meta).toMatchObject({ engine: 'llm', engineVersion: 'llm-1:fake-model', lang: 'en' })
      const requests = server.requests.splice(0)
      expect(requests.every((r) => r.body?.messages[1]?.content.includes('Faits vérifiés'))).toBe(true)
      expect(requests.map((r) => r.headers.authorization)).toEqual(['Bearer cli-key', 'Bearer cli-key'])
    })

    it('exits 1 with the spec’s message when the service stays rate limited', async () => {
      server.enqueue('analysis', rateLimited(0), rateLimited(0), rateLimited(0))
      server.enqueue('questions', { ...completion({ questions: [] }), delayMs: 5_000 })
      const run = await cli(['--cv', PDF, '--job', job, '--engine', 'llm'], llmEnv())
      expect(run.code).toBe(1)
      expect(run.stdout).toBe('')
      expect(run.stderr).toContain(
        "Le service est temporairement indisponible en raison d'une forte demande.",
      )
      server.requests.splice(0)
    })
  })
})
