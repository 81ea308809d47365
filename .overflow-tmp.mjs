import { chromium } from 'playwright-core'
const base = process.argv[2]
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-dev-shm-usage'] })
const page = await browser.newPage({ viewport: { width: 360, height: 740 } })
for (const path of ['/', '/login', '/signup', '/pricing', '/about', '/contact', '/support', '/privacy', '/terms', '/dev/outbox', '/nope']) {
  await page.goto(base + path); await page.waitForLoadState('networkidle')
  const r = await page.evaluate(() => { const out=[]; for (const el of document.querySelectorAll('body *')) { const b = el.getBoundingClientRect(); if (b.right > window.innerWidth + 0.5 && b.width>0) out.push(el.tagName + '.' + (el.className?.baseVal ?? el.className).toString().slice(0,60) + ' ' + Math.round(b.right)) } return [document.documentElement.scrollWidth, out.slice(0,5)] })
  console.log(path, JSON.stringify(r))
}
await browser.close()
