// json-server's `src/server` as its own HTTP tests use it (create, defaults, router, rewriter),
// standing in for it so that those tests run against `app serve`: the app a test makes is a
// proxy that starts `app serve` (APP_BINARY) on the test's database, its rewrite rules, its
// foreign-key suffix and `--fake`, and passes every request to it. After a write, the test's
// database object is brought up to date from `GET /db`, as json-server's own router changes it
// in place. run-tests.js loads it in place of the real module.
'use strict'

const fs = require('fs')
const os = require('os')
const path = require('path')
const http = require('http')
const { spawn } = require('child_process')

const running = new Set()

/// Starts `app serve` for `setup` once, and resolves with its base URL.
function start(setup) {
  if (setup.started) return setup.started
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'json-server-tests-'))
  const file = path.join(folder, 'db.json')
  fs.writeFileSync(file, JSON.stringify(setup.db))
  const args = ['serve', file, '--port', '0', '--quiet']
  if (setup.rules) {
    fs.writeFileSync(path.join(folder, 'routes.json'), JSON.stringify(setup.rules))
    args.push('--routes', path.join(folder, 'routes.json'))
  }
  const options = setup.routerOptions || {}
  if (options.foreignKeySuffix) args.push('--fks', options.foreignKeySuffix)
  if (options._isFake) args.push('--fake')
  setup.started = new Promise((resolve, reject) => {
    const child = spawn(process.env.APP_BINARY, args, { cwd: folder })
    running.add({ child, folder })
    let output = ''
    child.stdout.on('data', chunk => {
      output += chunk
      const match = /listening on (\S+)/.exec(output)
      if (match) resolve(match[1])
    })
    child.on('exit', code => reject(new Error(`app serve ended with ${code}`)))
  })
  return setup.started
}

/// Replaces the contents of `target` by those of `source`, keeping `target` itself.
function refill(target, source) {
  for (const key of Object.keys(target)) if (!(key in source)) delete target[key]
  for (const [key, value] of Object.entries(source)) {
    const current = target[key]
    if (Array.isArray(current) && Array.isArray(value)) {
      current.length = 0
      current.push(...value)
    } else if (current && typeof current === 'object' && value && typeof value === 'object' && !Array.isArray(current)) {
      refill(current, value)
    } else {
      target[key] = value
    }
  }
}

function exchange(base, method, target, headers, body) {
  return new Promise((resolve, reject) => {
    const url = new URL(target, base)
    const request = http.request({ host: url.hostname, port: url.port, method, path: target, headers }, response => {
      const chunks = []
      response.on('data', chunk => chunks.push(chunk))
      response.on('end', () => resolve({ response, body: Buffer.concat(chunks) }))
    })
    request.on('error', reject)
    request.end(body)
  })
}

function create() {
  const setup = {}
  const app = (req, res) => {
    const chunks = []
    req.on('data', chunk => chunks.push(chunk))
    req.on('end', async () => {
      try {
        const base = await start(setup)
        const { response, body } = await exchange(base, req.method, req.url, req.headers, Buffer.concat(chunks))
        if (!['GET', 'HEAD', 'OPTIONS'].includes(req.method)) {
          const state = await exchange(base, 'GET', '/db', {}, undefined)
          refill(setup.db, JSON.parse(state.body.toString('utf8')))
        }
        const skipped = ['connection', 'keep-alive', 'transfer-encoding', 'date']
        const headers = []
        for (let i = 0; i < response.rawHeaders.length; i += 2) {
          if (!skipped.includes(response.rawHeaders[i].toLowerCase())) {
            headers.push(response.rawHeaders[i], response.rawHeaders[i + 1])
          }
        }
        res.writeHead(response.statusCode, headers)
        res.end(body)
      } catch (error) {
        res.writeHead(599)
        res.end(String(error))
      }
    })
  }
  app.use = middleware => {
    if (middleware && middleware.shim) Object.assign(setup, middleware.shim)
    return app
  }
  app.set = () => app
  return app
}

function router(db, routerOptions) {
  return {
    shim: { db, routerOptions },
    db: { getState: () => db, _: {} },
    render: null
  }
}

module.exports = {
  create,
  defaults: options => ({ shim: { defaults: options || {} } }),
  router,
  rewriter: rules => ({ shim: { rules } }),
  bodyParser: [],
  /// Stops every `app serve` started, and removes its folder.
  stopAll() {
    for (const { child, folder } of running) {
      child.removeAllListeners('exit')
      child.kill('SIGKILL')
      fs.rmSync(folder, { recursive: true, force: true })
    }
    running.clear()
  }
}
