// Sends the same requests to json-server and to `app serve`, one configuration at a time,
// and compares what a client reads: the status, the body byte for byte (key order included) and
// the headers clients read. Prints a line per difference and a summary by category; with
// --report FILE, writes every exchange that differs, both answers whole, as JSON.
//
// Usage: node compare.js --app APP --json-server DIR [--only CONFIG] [--report FILE]
// (Scripts/json-server-compare diff runs it with the paths set up.)
'use strict'

const fs = require('fs')
const os = require('os')
const path = require('path')
const http = require('http')
const { spawn } = require('child_process')
const { configurations, noteFor } = require('./requests')

const options = { only: null, report: null }
for (let i = 2; i < process.argv.length; i++) {
  const name = process.argv[i].replace(/^--/, '')
  options[name === 'json-server' ? 'jsonServer' : name] = process.argv[++i]
}
for (const name of ['app', 'jsonServer', 'report']) {
  if (options[name]) options[name] = path.resolve(options[name])
}
if (!options.app || !options.jsonServer) {
  console.error('usage: node compare.js --app APP --json-server DIR [--only CONFIG] [--report FILE]')
  process.exit(64)
}

/// The headers a client reads, compared by value.
const comparedHeaders = [
  'content-type', 'location', 'link', 'x-total-count', 'access-control-allow-origin',
  'access-control-allow-credentials', 'access-control-allow-methods',
  'access-control-allow-headers', 'access-control-expose-headers', 'vary', 'cache-control',
  'pragma', 'expires', 'etag', 'last-modified', 'accept-ranges', 'content-range', 'allow',
  'x-content-type-options', 'content-security-policy'
]

/// Starts `command` in `cwd` and resolves with its base URL once it prints `listening on URL`.
function start(command, args, cwd, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env } })
    let output = ''
    let errors = ''
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`${command} did not start: ${errors}`))
    }, 15000)
    child.stdout.on('data', chunk => {
      output += chunk
      const match = /listening on (http:\/\/\S+)/.exec(output)
      if (match) {
        clearTimeout(timer)
        resolve({ child, url: match[1].replace(/\/$/, '') })
      }
    })
    child.stderr.on('data', chunk => { errors += chunk })
    child.on('exit', code => {
      clearTimeout(timer)
      reject(new Error(`${command} ended with ${code}: ${errors}`))
    })
  })
}

/// One exchange: resolves with the status, headers and body, or with the error.
function send(base, request) {
  return new Promise(resolve => {
    const url = new URL(base)
    const body = request.body === undefined ? null
      : Buffer.from(typeof request.body === 'string' ? request.body : JSON.stringify(request.body))
    const headers = { Host: 'localhost:3000', Connection: 'close', ...(request.headers || {}) }
    if (body && !Object.keys(headers).some(name => name.toLowerCase() === 'content-type')) {
      headers['Content-Type'] = 'application/json'
    }
    if (body) headers['Content-Length'] = body.length
    const outgoing = http.request({
      host: url.hostname, port: url.port, method: request.method || 'GET',
      path: request.path.replace(/[^\x21-\x7e]/gu, character => encodeURIComponent(character)),
      headers
    }, response => {
      const chunks = []
      response.on('data', chunk => chunks.push(chunk))
      response.on('end', () => resolve({
        status: response.statusCode,
        headers: response.headers,
        body: Buffer.concat(chunks)
      }))
      // A body announced and never sent: the timeout below ends the exchange.
      response.on('aborted', () => resolve({ error: `status ${response.statusCode}, then no body in 10 s` }))
      response.on('error', error => resolve({ error: error.message }))
    })
    outgoing.setTimeout(10000, () => outgoing.destroy(new Error('no answer in 10 s')))
    outgoing.on('error', error => resolve({ error: error.message }))
    if (body) outgoing.write(body)
    outgoing.end()
  })
}

/// JSON text with its members sorted, to tell a difference of order from one of content.
function canonical(buffer) {
  try {
    const sort = value => Array.isArray(value) ? value.map(sort)
      : value && typeof value === 'object'
        ? Object.keys(value).sort().reduce((sorted, key) => ({ ...sorted, [key]: sort(value[key]) }), {})
        : value
    return JSON.stringify(sort(JSON.parse(buffer.toString('utf8'))))
  } catch (error) {
    return null
  }
}

/// The ways `ours` differs from `theirs`, as category names.
function differences(theirs, ours, request) {
  if (theirs.error || ours.error) {
    return theirs.error === ours.error ? [] : [`error: ${theirs.error || ours.error}`]
  }
  const found = []
  if (theirs.status !== ours.status) found.push('status')
  const only = request.compare || ['headers', 'body']
  if (only.includes('headers')) {
    for (const name of comparedHeaders) {
      if (request.ignoreHeaders && request.ignoreHeaders.includes(name)) continue
      // An API answer's tag is a hash of its body, made otherwise by each side: a client only
      // sends it back, so that only whether there is one counts. A file's tag (an answer with
      // a Last-Modified) is compared.
      const isFile = request.compareTags && theirs.headers['last-modified'] !== undefined
      const [their, our] = name === 'etag' && !isFile
        ? [theirs.headers.etag !== undefined, ours.headers.etag !== undefined]
        : [theirs.headers[name], ours.headers[name]]
      if (String(their) !== String(our)) found.push(`header ${name}`)
    }
  }
  if (only.includes('body') && !theirs.body.equals(ours.body)) {
    const sortedTheirs = canonical(theirs.body)
    const sameContent = sortedTheirs !== null && sortedTheirs === canonical(ours.body)
    found.push(sameContent ? 'body: member order' : 'body')
  }
  return found
}

/// A folder for one side of one configuration: the database, the routes, and the folders of
/// static files as links to one shared copy, so that both sides see the same modification times.
function prepare(root, side, configuration, shared) {
  const folder = path.join(root, side)
  fs.mkdirSync(folder, { recursive: true })
  const db = path.join(folder, 'db.json')
  const data = configuration.db
  fs.writeFileSync(db, typeof data === 'string' ? data : JSON.stringify(data, null, 2))
  fs.writeFileSync(path.join(folder, 'routes.json'), JSON.stringify(configuration.routes || {}))
  fs.symlinkSync(shared.site, path.join(folder, 'site'))
  if (configuration.publicFolder) fs.symlinkSync(shared.site, path.join(folder, 'public'))
  return { folder, db }
}

/// One copy of the static files both sides serve.
function makeSite(root) {
  const site = path.join(root, 'shared-site')
  fs.mkdirSync(path.join(site, 'docs'), { recursive: true })
  fs.mkdirSync(path.join(site, '.hidden'), { recursive: true })
  const files = {
    'index.html': '<!DOCTYPE html><p>Hello from public</p>\n',
    'app.js': 'console.log("hi")\n',
    'style.css': 'p { color: red }\n',
    'data.json': '{"b": 1, "a": 2}\n',
    'notes.txt': '0123456789abcdef\n',
    'image.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>\n',
    'font.woff2': 'wOF2',
    'unknown.xyz': 'what',
    'noextension': 'plain',
    'posts': 'a file named like a resource',
    'docs/index.html': '<p>docs</p>\n',
    'docs/guide.md': '# Guide\n',
    '.hidden/secret.txt': 'hidden',
    '.env': 'SECRET=1',
    'caf\u00e9.txt': 'accent\n',
    'with space.txt': 'space\n'
  }
  const time = new Date('2024-03-01T12:00:00Z')
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(site, name)
    fs.writeFileSync(file, text)
    fs.utimesSync(file, time, time)
  }
  fs.writeFileSync(path.join(root, 'outside.txt'), 'outside the folder')
  fs.symlinkSync(path.join(root, 'outside.txt'), path.join(site, 'link-out.txt'))
  return { site }
}

async function main() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'json-server-compare-'))
  const shared = makeSite(root)
  const nodePath = [path.join(options.jsonServer, '..', 'node_modules'), '/usr/share/nodejs']
  const launcher = path.join(__dirname, 'launch.js')
  const categories = {}
  const notes = {}
  const report = []
  let compared = 0
  let differing = 0
  try {
    for (const configuration of configurations) {
      if (options.only && configuration.name !== options.only) continue
      const base = path.join(root, configuration.name)
      const theirsSide = prepare(base, 'json-server', configuration, shared)
      const oursSide = prepare(base, 'app', configuration, shared)
      const args = configuration.args || []
      const theirs = await start('node', [launcher, options.jsonServer, theirsSide.db, ...args],
        theirsSide.folder, { NODE_PATH: nodePath.join(':') })
      const ours = await start(options.app, ['serve', oursSide.db, '--port', '0', '--quiet', ...args],
        oursSide.folder, {})
      try {
        for (const request of configuration.requests) {
          const [theirAnswer, ourAnswer] = [await send(theirs.url, request), await send(ours.url, request)]
          compared++
          const found = differences(theirAnswer, ourAnswer, request)
          if (found.length === 0) continue
          differing++
          const category = request.note || noteFor(found, request, theirAnswer) || 'unexplained'
          notes[category] = (notes[category] || 0) + 1
          for (const name of found) categories[name] = (categories[name] || 0) + 1
          const line = `${configuration.name}: ${request.method || 'GET'} ${request.path}: ${found.join(', ')}` +
            ` [${category}]`
          console.log(line)
          report.push({
            configuration: configuration.name, request, found,
            jsonServer: describe(theirAnswer), app: describe(ourAnswer)
          })
        }
      } finally {
        theirs.child.kill('SIGKILL')
        ours.child.kill('SIGTERM')
      }
    }
  } finally {
    fs.rmSync(root, { recursive: true, force: true })
  }
  console.log(`\n${compared} requests compared, ${compared - differing} the same, ${differing} differ`)
  console.log('\nby reason:')
  for (const [name, count] of Object.entries(notes).sort((a, b) => b[1] - a[1])) {
    console.log(`  ${String(count).padStart(4)}  ${name}`)
  }
  console.log('\nby what differs:')
  for (const [name, count] of Object.entries(categories).sort((a, b) => b[1] - a[1])) {
    console.log(`  ${String(count).padStart(4)}  ${name}`)
  }
  if (options.report) fs.writeFileSync(options.report, JSON.stringify(report, null, 2))
  process.exitCode = notes.unexplained ? 1 : 0
}

function describe(answer) {
  if (answer.error) return answer
  const text = answer.body.toString('utf8')
  return { status: answer.status, headers: answer.headers, body: text.length > 2000 ? text.slice(0, 2000) + '…' : text }
}

main().catch(error => {
  console.error(error.stack || error)
  process.exit(70)
})
