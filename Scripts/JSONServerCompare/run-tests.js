// Runs json-server's own HTTP tests (__tests__/server: plural, plural-fake,
// plural-with-custom-foreign-key, singular, singular-fake) against `app serve`, with
// server-shim.js in place of json-server's src/server, on a small stand-in for jest (describe,
// test, beforeEach, afterEach; a test returns a promise or takes `done`). The three tests that
// reach into json-server's JavaScript objects (router.render, router.db._.id) are left out.
// Ends with `N passed, N failed`.
//
// Usage: APP_BINARY=APP node run-tests.js JSON_SERVER_DIR
'use strict'

const path = require('path')
const Module = require('module')

const source = path.resolve(process.argv[2] || '')
const files = ['plural', 'plural-fake', 'plural-with-custom-foreign-key', 'singular', 'singular-fake']
const leftOut = ['router.render', 'router.db._.id']
const shimPath = path.join(__dirname, 'server-shim.js')
const realServer = path.join(source, 'src/server/index.js')
const resolve = Module._resolveFilename
Module._resolveFilename = function (request, parent, ...rest) {
  const resolved = resolve.call(this, request, parent, ...rest)
  return resolved === realServer ? shimPath : resolved
}
const shim = require(shimPath)

/// The suites of one file, as the calls of describe, test and the hooks make them.
function collect(file) {
  const root = { name: path.basename(file, '.js'), children: [], before: [], after: [] }
  let current = root
  global.describe = (name, body) => {
    const suite = { name, children: [], before: [], after: [], parent: current }
    current.children.push(suite)
    const outer = current
    current = suite
    body()
    current = outer
  }
  global.test = global.it = (name, body) => current.children.push({ name, body, parent: current })
  global.beforeEach = body => current.before.push(body)
  global.afterEach = body => current.after.push(body)
  require(file)
  return root
}

/// Runs `body` as jest does: with `done` when it takes an argument, else awaiting what it returns.
function call(body, timeout = 15000) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${timeout} ms`)), timeout)
    const finish = error => {
      clearTimeout(timer)
      error ? reject(error) : resolve()
    }
    try {
      if (body.length > 0) {
        body(error => finish(error))
      } else {
        Promise.resolve(body()).then(() => finish(), finish)
      }
    } catch (error) {
      finish(error)
    }
  })
}

async function run(node, path_, counts) {
  for (const child of node.children) {
    const names = [...path_, child.name]
    if (child.children) {
      if (leftOut.includes(child.name)) continue
      await run(child, names, counts)
      continue
    }
    const chain = []
    for (let suite = node; suite; suite = suite.parent) chain.unshift(suite)
    try {
      for (const suite of chain) for (const hook of suite.before) await call(hook)
      await call(child.body)
      for (const suite of chain.reverse()) for (const hook of suite.after) await call(hook)
      counts.passed++
    } catch (error) {
      counts.failed++
      console.log(`✘ ${names.join(' › ')}\n    ${String(error && error.message || error).split('\n').join('\n    ')}`)
    } finally {
      shim.stopAll()
    }
  }
}

async function main() {
  const counts = { passed: 0, failed: 0 }
  for (const name of files) {
    const before = { ...counts }
    await run(collect(path.join(source, '__tests__/server', `${name}.js`)), [name], counts)
    console.log(`${name}: ${counts.passed - before.passed} passed, ${counts.failed - before.failed} failed`)
  }
  console.log(`${counts.passed} passed, ${counts.failed} failed`)
  process.exitCode = counts.failed ? 1 : 0
}

main()
