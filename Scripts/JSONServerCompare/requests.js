// The configurations and requests compare.js sends to both servers: databases made to be
// awkward (string ids, nested objects, arrays, booleans, nulls, Unicode, numbers stored as
// strings) and requests in the order they are sent (writes change what later reads see).
//
// A request may carry `note`: the reason it is known to differ (an item of the issue that is to
// fix it, or a difference kept on purpose, as docs/serve.md lists them), so that the summary
// tells the known from the unexplained; `compare` (['status'], ['status', 'headers']) to
// compare less, and `ignoreHeaders`.
'use strict'

const awkward = {
  posts: [
    { id: 1, title: 'Crème brûlée', tags: ['fr', 'dessert'], meta: { views: 10, draft: false }, rating: '4.5', authorId: 'a1' },
    { id: 2, title: 'STRASSE straße', tags: [], meta: { views: 2, draft: true }, rating: 3, authorId: 'b2' },
    { id: '3', title: null, tags: ['en'], meta: null, rating: '55', authorId: null },
    { id: 10, title: '日本語 タイトル', tags: ['jp', 'en'], meta: { views: 0 }, rating: true },
    { id: 4.5, title: 'Emoji 🎉 party', published: true, rating: -1 },
    { id: 11, title: 'Cafe\u0301 decomposed', rating: 0, authorId: 'a1' }
  ],
  authors: [
    { id: 'a1', name: 'Zoë', nested: { deep: { list: [1, { y: 2 }] } } },
    { id: 'b2', name: 'Ørjan', active: false },
    { id: 'c3', name: null }
  ],
  comments: [
    { id: 1, postId: 1, body: 'first', votes: 3 },
    { id: 2, postId: '1', body: 'string foreign key', votes: '12' },
    { id: 3, postId: 3, body: 'third', votes: null },
    { id: 4, postId: 10, body: 'ten', votes: 7, authorId: 'a1' },
    { id: 5, postId: 99, body: 'orphan', votes: 1 }
  ],
  settings: { theme: 'dark', flags: [true, false, null], limits: { max: 1000 }, 'ünï': 'cödé' },
  empty: [],
  codes: [
    { id: '01', n: '1' }, { id: '1', n: '10' }, { id: '1e1', n: '2' }, { id: 'x', n: 'abc' },
    { id: 'A', n: ' 5 ' }
  ]
}

const get = (path, extra = {}) => ({ method: 'GET', path, ...extra })

/// Why a request is known to differ: a difference docs/serve.md keeps on purpose ("kept"),
/// most where json-server fails, or one that follows from an earlier one.
const notes = {
  crash: 'kept: json-server fails with 500 and its stack, app serve answers',
  errorPage: 'kept: json-server answers an error with its stack as HTML, app serve with JSON or a short page',
  ids: 'kept: a new id that is no string or safe whole number is refused (400)',
  arrayBody: 'kept: a body that is no JSON object is refused (400); json-server stores it',
  keepsID: 'kept: PATCH and PUT keep the id, also with --id',
  homePage: 'kept: the home page is made on the server, listing the resources',
  hidden: 'kept: hidden files and folders are not served',
  linkOut: 'kept: a symbolic link out of the static folder is not followed',
  mediaTypes: 'kept: rare file types (mime 1.6 knows 800) are application/octet-stream',
  random: 'random ids on both sides',
  earlier: 'follows an earlier difference of the same run'
}
const file = (path, extra = {}) => get(path, { compareTags: true, ...extra })

/// Reads that change nothing, on the awkward database.
function reads() {
  const requests = []
  const resources = ['posts', 'authors', 'comments', 'settings', 'empty', 'codes', 'nope']
  for (const name of resources) {
    requests.push(get(`/${name}`), get(`/${name}/`), { method: 'HEAD', path: `/${name}` })
  }
  requests.push(get('/db'), get('/'), get('/Posts'), get('/POSTS/1'))
  for (const id of ['1', '3', '10', '4.5', '11', '99', 'abc', '%31', '1.0', '01', '-1']) {
    requests.push(get(`/posts/${id}`))
  }
  for (const id of ['01', '1', '1e1', 'x', 'A', '10']) requests.push(get(`/codes/${id}`))
  for (const id of ['a1', 'b2', 'c3', 'A1']) requests.push(get(`/authors/${id}`))
  const queries = [
    'id=1', 'id=3', 'id=1&id=10', 'title=Crème brûlée', 'title=Cr%C3%A8me%20br%C3%BBl%C3%A9e',
    'title=null', 'rating=4.5', 'rating=3', 'rating=55', 'rating=true', 'published=true',
    'authorId=a1', 'authorId=null', 'meta.views=10', 'meta.draft=false', 'meta.views_gte=2',
    'rating_gte=3', 'rating_lte=4', 'rating_ne=3', 'id_ne=1', 'id_gte=3', 'id_lte=10',
    'title_like=caf', 'title_like=^Cr', 'title_like=party$', 'title_like=[', 'title_like=.*',
    'q=crème', 'q=party', 'q=10', 'q=', 'q=null', 'q=dark',
    '_page=1', '_page=2', '_page=2&_limit=2', '_page=0', '_page=-1', '_page=abc', '_limit=2',
    '_limit=0', '_limit=-1', '_start=1', '_start=1&_end=3', '_start=2&_limit=2', '_end=2',
    '_sort=id', '_sort=id&_order=desc', '_sort=title', '_sort=title&_order=desc',
    '_sort=meta.views', '_sort=authorId,id', '_sort=id&_order=asc,desc', '_sort=nope',
    '_embed=comments', '_expand=author', '_embed=comments&_expand=author', '_embed=nope',
    '_page=1&_limit=2&_sort=id&_order=desc', 'callback=cb', 'callback=a.b_c', '_delay=5'
  ]
  for (const query of queries) requests.push(get(`/posts?${query}`))
  for (const query of ['_embed=posts', '_embed=comments', 'name_like=^Z', 'active=false', '_sort=name', 'nested.deep.list=1']) {
    requests.push(get(`/authors?${query}`))
  }
  for (const query of ['postId=1', 'votes_gte=5', '_sort=votes', '_expand=post', '_expand=author', 'body_like=o']) {
    requests.push(get(`/comments?${query}`))
  }
  for (const query of ['_sort=id', '_sort=n', 'id=01', 'n_gte=2', 'n=1']) requests.push(get(`/codes?${query}`))
  for (const path of [
    '/posts/1/comments', '/posts/3/comments', '/posts/99/comments', '/authors/a1/posts',
    '/authors/a1/comments', '/posts/1/comments?_sort=id&_order=desc', '/posts/1?_embed=comments',
    '/comments/1?_expand=post', '/posts/1/nope', '/settings/theme', '/settings?x=1',
    '/posts?tags=fr', '/posts?_sort=rating', '/posts?title_like=STRASSE', '/posts?q=straße'
  ]) requests.push(get(path))
  requests.push(
    get('/posts?_page=2&_limit=2&x=%E9'), get('/po%73ts/1'), get('/posts?id[]=1&id[]=10'),
    get('/posts?tags_like=fr'), get('/posts?tags_ne=fr'), get('/posts?title_like=\\w+'),
    get('/posts?id_lte=0x10')
  )
  requests.push(
    { method: 'OPTIONS', path: '/posts', headers: { Origin: 'http://example.com', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' } },
    { method: 'OPTIONS', path: '/posts/1' },
    get('/posts', { headers: { Origin: 'http://example.com' } }),
    get('/posts/1', { headers: { 'If-None-Match': 'W/"nope"' } }),
    { method: 'POST', path: '/posts', headers: { 'X-HTTP-Method-Override': 'GET' } }
  )
  return annotated(requests, {
    '/': notes.homePage,
    '/posts?title_like=[': notes.crash,
    '/posts?_expand=author': notes.crash,
    '/posts?_embed=comments&_expand=author': notes.crash,
    '/comments?_expand=author': notes.crash
  })
}

/// Every field of each collection filtered, sorted both ways and paged: a wider net.
function matrix() {
  const requests = []
  const fields = {
    posts: ['id', 'title', 'rating', 'authorId', 'published', 'meta.views', 'tags'],
    comments: ['id', 'postId', 'body', 'votes', 'authorId'],
    codes: ['id', 'n'],
    authors: ['id', 'name', 'active']
  }
  for (const [name, list] of Object.entries(fields)) {
    const records = awkward[name]
    for (const field of list) {
      const values = new Set(records.map(record =>
        field.split('.').reduce((value, key) => value == null ? undefined : value[key], record)))
      for (const value of values) {
        if (value === undefined || typeof value === 'object') continue
        const text = encodeURIComponent(String(value))
        requests.push(get(`/${name}?${field}=${text}`), get(`/${name}?${field}_ne=${text}`),
          get(`/${name}?${field}_like=${text}`))
        if (typeof value !== 'boolean') {
          requests.push(get(`/${name}?${field}_gte=${text}`), get(`/${name}?${field}_lte=${text}`))
        }
      }
      requests.push(get(`/${name}?_sort=${field}`), get(`/${name}?_sort=${field}&_order=desc`))
    }
    for (const [page, limit] of [[1, 1], [2, 1], [1, 3], [2, 3], [3, 3], [9, 2]]) {
      requests.push(get(`/${name}?_page=${page}&_limit=${limit}`))
    }
    for (const [start, end] of [[0, 1], [1, 3], [2, 99], [5, 2]]) {
      requests.push(get(`/${name}?_start=${start}&_end=${end}`))
    }
    requests.push(get(`/${name}?q=a`), get(`/${name}?q=1`), get(`/${name}?q=%C3%A9`))
  }
  return requests
}

/// `requests` with the notes of `table`, by path, given to the GETs without one.
function annotated(requests, table) {
  return requests.map(request =>
    request.note || (request.method || 'GET') !== 'GET' || !table[request.path]
      ? request : { ...request, note: table[request.path] })
}

/// Writes, in order, then the reads that show what they did.
function writes() {
  return [
    { method: 'POST', path: '/posts', body: { title: 'new' } },
    { method: 'POST', path: '/posts', body: { id: 'str', title: 'string id' } },
    { method: 'POST', path: '/posts', body: { id: 'str' }, note: notes.errorPage },
    { method: 'POST', path: '/posts', body: { id: null, title: 'null id' } },
    { method: 'POST', path: '/posts', body: 'title=form&n=1', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } },
    { method: 'POST', path: '/posts', body: '[1, 2]', note: notes.arrayBody },
    { method: 'POST', path: '/posts', body: '{bad json', note: notes.errorPage },
    { method: 'POST', path: '/posts', body: 'plain', headers: { 'Content-Type': 'text/plain' }, note: notes.earlier },
    { method: 'POST', path: '/posts/1/comments', body: { body: 'nested' } },
    { method: 'POST', path: '/authors/a1/posts', body: { title: 'by a1' }, note: notes.earlier },
    { method: 'PUT', path: '/posts/1', body: { title: 'replaced', id: 99 } },
    { method: 'PATCH', path: '/posts/2', body: { meta: { views: 3 }, extra: [1] } },
    { method: 'PATCH', path: '/posts/3', body: { title: 'string id patched' } },
    { method: 'PUT', path: '/posts/404', body: { title: 'none' } },
    { method: 'PATCH', path: '/settings', body: { theme: 'light' } },
    { method: 'PUT', path: '/settings', body: { only: true } },
    { method: 'POST', path: '/settings', body: { posted: 1 } },
    { method: 'DELETE', path: '/posts/10', note: notes.crash },
    get('/comments', { note: notes.earlier }),
    { method: 'DELETE', path: '/posts/10', note: notes.crash },
    { method: 'DELETE', path: '/authors/b2', note: notes.crash },
    { method: 'DELETE', path: '/settings' },
    { method: 'POST', path: '/empty', body: {} },
    { method: 'POST', path: '/empty', body: {} },
    { method: 'POST', path: '/codes', body: { n: 'next' }, compare: ['status'], note: 'random id: nanoid on both sides' },
    { method: 'POST', path: '/nope', body: {} },
    { method: 'DELETE', path: '/posts' },
    get('/db', { note: notes.earlier })
  ]
}

/// Static files, in a folder both sides serve.
function files() {
  const requests = []
  const kept = { '/unknown.xyz': notes.mediaTypes, '/link-out.txt': notes.linkOut, '/.hidden/secret.txt': notes.hidden }
  for (const path of [
    '/', '/index.html', '/app.js', '/style.css', '/data.json', '/notes.txt', '/image.svg',
    '/font.woff2', '/unknown.xyz', '/noextension', '/posts', '/docs', '/docs/', '/docs/guide.md',
    '/docs?x=1', '//docs', '/caf%C3%A9.txt', '/with%20space.txt', '/%2e%2e/outside.txt',
    '/../outside.txt', '/docs/../notes.txt', '/docs/%2e%2e/notes.txt', '/link-out.txt',
    '/.env', '/.hidden/secret.txt', '/index.html/', '/missing.html', '/bad%zz', '/%00',
    '/notes.txt?v=1', '/NOTES.TXT'
  ]) requests.push(file(path, kept[path] ? { note: kept[path] } : {}))
  requests.push(
    { method: 'HEAD', path: '/notes.txt' },
    { method: 'POST', path: '/notes.txt', body: {} },
    { method: 'DELETE', path: '/index.html' },
    get('/notes.txt', { headers: { Range: 'bytes=2-5' } }),
    get('/notes.txt', { headers: { Range: 'bytes=-4' } }),
    get('/notes.txt', { headers: { Range: 'bytes=0-1,3-4' } }),
    get('/notes.txt', { headers: { Range: 'bytes=0-1,1-4' } }),
    get('/notes.txt', { headers: { Range: 'bytes=50-60' }, note: notes.errorPage }),
    get('/notes.txt', { headers: { Range: 'items=0-1' } }),
    get('/notes.txt', { headers: { Range: 'bytes=2-5', 'If-Range': 'W/"x"' } }),
    get('/notes.txt', { headers: { 'If-None-Match': 'W/"11-18df9d6a600"' } }),
    get('/notes.txt', { headers: { 'If-None-Match': '*' } }),
    get('/notes.txt', { headers: { 'If-Modified-Since': 'Fri, 01 Mar 2024 12:00:00 GMT' } }),
    get('/notes.txt', { headers: { 'If-Modified-Since': 'Thu, 29 Feb 2024 12:00:00 GMT' } }),
    get('/notes.txt', { headers: { 'If-None-Match': 'W/"11-18df9d6a600"', 'Cache-Control': 'no-cache' } }),
    get('/notes.txt', { headers: { Origin: 'http://example.com' } }),
    { method: 'OPTIONS', path: '/notes.txt', headers: { Origin: 'http://example.com', 'Access-Control-Request-Method': 'GET' } }
  )
  return requests
}

/// The home page json-server shows when no folder of static files is.
function homePage() {
  return [
    get('/', { compare: ['status'] }), get('/index.html', { compare: ['status'] }),
    get('/style.css', { compare: ['status'] }), get('/script.js', { compare: ['status'] }),
    get('/favicon.ico', { compare: ['status'] }), get('/nope.html'), get('/posts'),
    { method: 'HEAD', path: '/', compare: ['status'] },
    { method: 'POST', path: '/', body: {} }
  ]
}

const configurations = [
  { name: 'defaults', db: awkward, args: [], requests: [...reads(), ...writes()] },
  { name: 'matrix', db: awkward, args: [], requests: matrix() },
  { name: 'routes', db: awkward, args: ['--routes', 'routes.json'],
    routes: { '/api/*': '/$1', '/blog/:id/show': '/posts/:id', '/p/:id': '/posts?id=:id', '/first': '/posts/1?_embed=comments', '/articles\\?_id=:id': '/posts/:id' },
    requests: [get('/__rules'), get('/api/posts'), get('/api/posts/1'), get('/blog/1/show'), get('/p/3'), get('/first'), get('/articles?_id=2'), get('/api/posts?_page=1&_limit=2'), { method: 'POST', path: '/api/posts', body: { title: 'via api' } }, get('/api/db')] },
  { name: 'read-only', db: awkward, args: ['--read-only'],
    requests: [get('/posts/1'), { method: 'HEAD', path: '/posts/1' }, { method: 'POST', path: '/posts', body: {} }, { method: 'PUT', path: '/posts/1', body: {} }, { method: 'DELETE', path: '/posts/1' }, { method: 'OPTIONS', path: '/posts' }] },
  { name: 'no-cors', db: awkward, args: ['--no-cors'],
    requests: [get('/posts', { headers: { Origin: 'http://example.com' } }), { method: 'OPTIONS', path: '/posts', headers: { Origin: 'http://example.com' } }, { method: 'POST', path: '/posts', body: {} }] },
  { name: 'fake', db: awkward, args: ['--fake'],
    requests: [{ method: 'POST', path: '/posts', body: { title: 'x' } }, { method: 'PUT', path: '/posts/1', body: { title: 'y' } }, { method: 'DELETE', path: '/posts/2' }, get('/posts'), get('/db')] },
  { name: 'id', db: { items: [{ _id: 'a', name: 'first', ownerId: 'u1' }, { _id: 2, name: 'second' }], owners: [{ _id: 'u1' }] }, args: ['--id', '_id'],
    requests: [get('/items/a'), get('/items/2'), get('/items?_sort=_id'), get('/owners/u1/items'), { method: 'POST', path: '/items', body: { name: 'third' }, compare: ['status'], note: notes.random }, { method: 'PATCH', path: '/items/a', body: { _id: 'z', name: 'renamed' }, note: notes.keepsID }, { method: 'DELETE', path: '/owners/u1', note: notes.crash }, get('/db', { note: notes.earlier })] },
  { name: 'fks', db: { posts: [{ id: 1 }], comments: [{ id: 1, post_id: 1 }, { id: 2, post_id: 2 }] }, args: ['--fks', '_id'],
    requests: [get('/posts/1/comments'), get('/posts?_embed=comments'), get('/comments?_expand=post'), { method: 'POST', path: '/posts/1/comments', body: {} }, { method: 'DELETE', path: '/posts/1' }, get('/comments')] },
  { name: 'delay', db: awkward, args: ['--delay', '30'],
    requests: [get('/posts/1'), { method: 'OPTIONS', path: '/posts', headers: { Origin: 'http://a.example' } }, get('/posts?_delay=20')] },
  { name: 'static', db: awkward, args: ['--static', 'site'], requests: files() },
  { name: 'public', db: awkward, args: [], publicFolder: true, requests: [get('/'), get('/style.css'), get('/script.js'), get('/favicon.ico'), get('/db')] },
  { name: 'home', db: awkward, args: [], requests: homePage() },
  { name: 'orphans', db: { posts: [{ id: 1 }], comments: [{ id: 1, postId: 1 }, { id: 2, postId: 7 }] }, args: [],
    requests: [{ method: 'DELETE', path: '/posts/99' }, get('/comments'), { method: 'DELETE', path: '/posts/1' }, get('/comments')] },
  { name: 'empty-file', db: '', args: [], requests: [get('/db'), get('/posts'), { method: 'POST', path: '/posts', body: {} }] },
  { name: 'big-ids', db: { posts: [{ id: 1 }] }, args: [],
    requests: [{ method: 'POST', path: '/posts', body: { id: 1e308 }, note: notes.ids }, { method: 'POST', path: '/posts', body: {}, note: notes.crash }, { method: 'POST', path: '/posts', body: { id: 1.5 }, note: notes.ids }, { method: 'POST', path: '/posts', body: { id: true }, note: notes.ids }, { method: 'POST', path: '/posts', body: { id: [1] }, note: notes.ids }, get('/posts', { note: notes.earlier })] }
]

/// The note of a request that has none, from json-server's answer: a 500 whose body is the
/// stack of a thrown exception is a crash, which app serve answers well.
function noteFor(found, request, theirs) {
  const body = theirs && theirs.body ? theirs.body.toString() : ''
  if (theirs && theirs.status === 500 && /^\w*Error\b[^\n]*\n {4}at /.test(body)) return notes.crash
  return null
}

configurations.push(...require('./semantics').configurations)

module.exports = { configurations, noteFor }
