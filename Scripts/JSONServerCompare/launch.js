// Starts json-server from its source as its command line's createApp (src/cli/run.js)
// makes it, without the parts that reach the network or a terminal (update-notifier, the
// snapshot prompt, chalk's banner), and prints `listening on http://HOST:PORT` once it listens.
//
// Usage: node launch.js JSON_SERVER_DIR DB.json [--port N] [--routes FILE] [--read-only]
//          [--no-cors] [--no-gzip] [--delay MS] [--id NAME] [--fks SUFFIX] [--static DIR]
//          [--fake]
// The working directory is json-server's (its `./public`).
'use strict'

const fs = require('fs')
const path = require('path')

const [source, dbFile, ...rest] = process.argv.slice(2)
const argv = { port: 0, host: '127.0.0.1', id: 'id', foreignKeySuffix: 'Id' }
for (let i = 0; i < rest.length; i++) {
  const name = rest[i]
  const value = () => rest[++i]
  if (name === '--port') argv.port = Number(value())
  else if (name === '--routes') argv.routes = value()
  else if (name === '--read-only') argv.readOnly = true
  else if (name === '--no-cors') argv.noCors = true
  else if (name === '--no-gzip') argv.noGzip = true
  else if (name === '--delay') argv.delay = Number(value())
  else if (name === '--id') argv.id = value()
  else if (name === '--fks') argv.foreignKeySuffix = value()
  else if (name === '--static') argv.static = value()
  else if (name === '--fake') argv.fake = true
  else throw new Error(`unknown option ${name}`)
}

const jsonServer = require(path.join(source, 'src/server'))
const low = require('lowdb')
const FileAsync = require('lowdb/adapters/FileAsync')
const pause = require('connect-pause')

low(new FileAsync(dbFile)).then(db => {
  const app = jsonServer.create()
  const router = jsonServer.router(db, {
    foreignKeySuffix: argv.foreignKeySuffix,
    _isFake: Boolean(argv.fake)
  })
  const defaultsOpts = {
    logger: false,
    readOnly: argv.readOnly,
    noCors: argv.noCors,
    noGzip: Boolean(argv.noGzip),
    bodyParser: true
  }
  if (argv.static) defaultsOpts.static = path.join(process.cwd(), argv.static)
  app.use(jsonServer.defaults(defaultsOpts))
  if (argv.routes) app.use(jsonServer.rewriter(JSON.parse(fs.readFileSync(argv.routes))))
  if (argv.delay) app.use(pause(argv.delay))
  router.db._.id = argv.id
  app.db = router.db
  app.use(router)
  const server = app.listen(argv.port, argv.host, () => {
    console.log(`listening on http://${argv.host}:${server.address().port}`)
  })
})
