// Configurations that compare how both servers read queries as JavaScript does: Express's
// `qs` (brackets), filters on arrays and objects (their text), lodash's `orderBy` on mixed
// types (node's sort), JavaScript's regular expressions and `Number()`, `q` with
// `toLowerCase`, orphans, paths, method override, numbers and plurals; each on a database made
// to be awkward for it.
'use strict'

const get = (path, extra = {}) => ({ method: 'GET', path, ...extra })
const crash = 'kept: json-server fails with 500 and its stack, app serve answers'

/// Records whose fields mix every JSON type, for filters and sorting.
const mixed = {
  items: [
    { id: 1, v: 5, s: 'b', tags: ['fr', 'dessert'], meta: { views: 10 }, when: '2024-01-02' },
    { id: '2', v: '55', s: 'B', tags: [], meta: null, when: '2023-12-31' },
    { id: 3, v: '6', s: 'a', tags: ['en'], meta: { views: '9' }, flag: true },
    { id: 4, v: null, s: 'é', tags: [1, null, [2, 3]], meta: {}, flag: false },
    { id: 5, s: 'e\u0301', tags: ['fr'], meta: { views: 0x10 } },
    { id: 6, v: true, s: '', tags: 'fr', meta: [1, 2] },
    { id: 7, v: 6, s: 'Z', tags: [{ a: 1 }], meta: { views: -1 } },
    { id: 8, v: '0x10', s: '10', tags: ['a,b'], meta: { views: 1e21 } },
    { id: 9, v: ' 7 ', s: 'ß', tags: null, meta: { views: 1.5e-7 } },
    { id: 10, v: [3], s: 'SS', tags: ['EN'], meta: { views: '' } },
    { id: 11, v: false, s: 'straße', tags: [true] },
    { id: 12, v: -0.5, s: 'İ', tags: ['ı'] },
    { id: 13, v: '1e1', s: 'Σ', tags: ['σ'] },
    { id: 14, v: 'abc', s: 'ΑΣ ΟΔΟΣ', tags: ['ς'] },
    { id: 15, v: 1e21, s: '\u212a', tags: ['k'] },
    { id: 16, v: '', s: 'ſ', tags: ['s'] }
  ],
  'ünï': [{ id: 1 }],
  '2': [{ id: 1 }]
}

/// A larger collection of mixed values, so that node's TimSort merges runs and gallops.
function many() {
  const pool = [0, 1, 2, 6, 55, -1, 3.5, '55', '6', '10', '1', 'abc', 'Abc', '', ' 5 ', true, false, null, [1], ['fr'], { a: 1 }, 'é', '9', 9]
  const records = []
  let seed = 7
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648
  for (let i = 0; i < 300; i++) {
    const record = { id: i + 1 }
    const value = next() < 0.6 ? Math.floor(next() * 300) : pool[Math.floor(next() * pool.length)]
    if (next() < 0.9) record.v = value
    record.w = pool[Math.floor(next() * pool.length)]
    records.push(record)
  }
  return records
}

function brackets() {
  return [
    '/items?id[]=1&id[]=3', '/items?id[0]=1&id[1]=3', '/items?id[1]=3&id[0]=1', '/items?id[]=1',
    '/items?id[]=1&id=3', '/items?id=1&id[]=3', '/items?s[]=b', '/items?meta[views]=10',
    '/items?meta.views[]=10', '/items?id[21]=1', '/items?id[20]=1', '/items?a[b][c][d][e][f][g]=1',
    '/items?tags[0]=fr', '/items?id_ne[]=1&id_ne[]=3', '/items?v_gte[]=6', '/items?s_like[]=^b&s_like[]=z',
    '/items?=x', '/items?&&id=1', '/items?id=1&&', '/items?%69d=1', '/items?id=%31', '/items?s=%C3%A9',
    '/items?s=Cr%E8me', '/items?id=1&id=2&id=3', '/items?_embed[]=items', '/items?q[]=b',
    '/items?_page[]=2&_limit=2', '/items?_limit[]=2', '/items?_start=1&_end[]=3', '/items?id[a]=1',
    '/items?id[]=', '/items?id[]', '/items?id', '/items?id=', '/items?constructor=x',
    '/items?__proto__=x', '/items?hasOwnProperty=x', '/items?id[__proto__]=1', '/items?tags[]=fr',
    '/items?s=b&s[x]=1', '/items?s[x]=1&s=b', '/items?_sort=id&_order[]=desc', '/items?q[a]=1'
  ].map(path => get(path, path.includes('_order[]') || path.includes('q[a]') ? { note: crash } : {}))
}

function fields() {
  const requests = []
  for (const field of ['tags', 'meta', 'v', 's', 'flag', 'when', 'meta.views', 'tags.0', 'tags.length', 's.length', 's.0', 'tags[1]', 'meta["views"]']) {
    for (const value of ['fr', 'fr,dessert', '', '[object Object]', '1,,2,3', 'true', '5', '10', '0x10', '1e+21', '1.5e-7', 'a,b', 'é', 'b', '6', '2', 'EN']) {
      const text = encodeURIComponent(value)
      requests.push(get(`/items?${field}=${text}`))
      for (const suffix of ['_ne', '_like', '_gte', '_lte']) requests.push(get(`/items?${field}${suffix}=${text}`))
    }
  }
  return requests
}

function sorting() {
  const requests = []
  for (const field of ['v', 's', 'tags', 'meta', 'meta.views', 'flag', 'when', 'id', 'tags.0', 'nope', 'v,s', 's,v', ',id']) {
    for (const order of ['', '&_order=desc', '&_order=DESC', '&_order=asc,desc', '&_order=desc,desc', '&_order=']) {
      requests.push(get(`/items?_sort=${field}${order}`), get(`/many?_sort=${field}${order}`))
    }
  }
  requests.push(get('/many?_sort=v&_page=3&_limit=7'), get('/many?_sort=w,v&_order=desc,asc&_start=20&_end=40'))
  return requests
}

function patterns() {
  const requests = []
  for (const pattern of [
    '\\w+', '^\\w+$', '\\p{L}', 'p{L}', '\\P{L}', 'STRASSE', 'straße', 'ß', 'SS', 'é', 'e\u0301', '\u00e9', 'É',
    '\\bé', '[^a]', '^.{2}$', '(?<=e)\u0301', '(?<n>b)\\k<n>', '\\k<n>', '(b)\\1', '\\1', 'a{', ']', '}', '\\u00e9', '\\x61',
    '\\cA', '.', '^$', '', 'ς', 'σ', 'Σ', 'İ', 'i', 'ı', 'I', 'k', 'K', 's', 'S', 'ſ', '\\u212a', '[a-z]', '[A-Z]',
    '[\\w-]', '\\d', '\\D', '\\s', '\\S', '(?=a)', '(?!a)', 'a|', '|', '(', '[z-a]', '*', 'a**', 'b{2,1}', '\\',
    '(?:)', 'e\\u0301', '\\u0130', '\u0130', '[\u0130]', 'ΣΑΣ', 'οδος', '\\8', '\\18', '[\\b]', '\\0', 'x{99999999999}'
  ]) {
    requests.push(get(`/items?s_like=${encodeURIComponent(pattern)}`))
    requests.push(get(`/items?tags_like=${encodeURIComponent(pattern)}`))
  }
  for (const text of ['CRÈME', 'ß', 'ss', 'SS', '1e', '1e+21', 'true', 'false', 'null', '0', '-1', '-0.5', 'İ', 'i̇', 'ı', 'σ', 'ς', 'ος', 'e\u0301', 'é', '[object', 'object', 'k', '\u212a', 'ſ', ' 7 ', '1.5e-7', '', 'fr,dessert']) {
    requests.push(get(`/items?q=${encodeURIComponent(text)}`))
  }
  for (const bound of ['0x10', '0X10', '0b1', '0o7', '1e1', ' 3 ', '', 'Infinity', '-Infinity', '-0x1', 'true', '1_0', '5.', '.5', '+5', '1e400', 'abc', '\u00a05', '0x', '1,2']) {
    const text = encodeURIComponent(bound)
    for (const field of ['id', 'v', 's', 'meta.views']) {
      requests.push(get(`/items?${field}_gte=${text}`), get(`/items?${field}_lte=${text}`))
    }
  }
  return requests
}

function paths() {
  return [
    '/po%73ts/1', '/%70osts', '/posts/%31', '/POSTS/1', '/Posts?id=1', '/posts/1/%63omments',
    '/posts/%31/comments', '/db/', '/DB', '/%64b', '/posts/', '/posts//', '//posts', '/posts/1/',
    '/posts/1/comments/', '/posts/1/comments/1', '/posts/%E9', '/posts/%E9/comments', '/posts/a%2Fb',
    '/users/1/posts', '/nope/1/posts', '/posts/1/nope', '/%C3%BCn%C3%AF', '/x/1/%C3%BCn%C3%AF', '/2', '/2/1',
    '/posts?_page=2&_limit=1&x=%E9', '/posts?mypage=2&_page=2&_limit=1', '/posts?_page=02&_limit=1',
    '/posts?_page=2.5&_limit=1', '/posts?_page=1', '/posts?_page=1&_limit=-1', '/posts?_page=2&_limit=-1',
    '/posts?_page=1&_limit=0', '/posts?_page=%20&_limit=1', '/posts?_page=&_limit=1', '/posts?_limit=&_page=2',
    '/posts?_end=&_start=1', '/posts?_start=-1&_limit=1', '/posts?_end=-1', '/posts?_page=1e1&_limit=1',
    '/posts?_page=2&_limit=1&_page=3', '/posts?_page=x&_limit=1', '/posts?_page=-1&_limit=1&flag'
  ].map(path => get(path, path === '/posts/%E9' || path === '/posts/%E9/comments' ? { note: crash } : {}))
}

function middleware() {
  const origin = { Origin: 'http://a.example' }
  const override = value => ({ method: 'POST', path: '/posts', body: {}, headers: { 'X-HTTP-Method-Override': value } })
  return [
    { method: 'OPTIONS', path: '/posts' }, { method: 'OPTIONS', path: '/posts', headers: origin },
    { method: 'OPTIONS', path: '/posts', headers: { ...origin, 'Access-Control-Request-Headers': 'x-a, x-b' } },
    { method: 'OPTIONS', path: '/nope', headers: origin },
    override('GET'), override('get'), override('PATCH'), override('DELETE, GET'), override('OPTIONS'),
    override('PURGE'), { ...override('HEAD'), note: 'kept: json-server announces a body it never sends (a HEAD answer to a POST)' }, override('nope'), override(''),
    { method: 'POST', path: '/posts', body: '{bad', headers: { 'X-HTTP-Method-Override': 'GET' }, note: 'kept: json-server answers an error with its stack as HTML, app serve with JSON or a short page' },
    { method: 'PUT', path: '/posts/1', body: { title: 'p' }, headers: { 'X-HTTP-Method-Override': 'GET' } },
    { method: 'POST', path: '/posts', body: 'a=1&a=2&b[c]=3&=4&1=x', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } },
    { method: 'PATCH', path: '/posts/1', body: { 2: 'two', 1: 'one', z: 'z' } },
    get('/posts/1'), get('/db', { headers: origin }), { method: 'HEAD', path: '/posts', headers: origin },
    get('/posts', { headers: { 'If-None-Match': '*' } })
  ]
}

const relations = {
  people: [{ id: 1, name: 'Ada' }, { id: 2, name: 'Bob' }],
  categories: [{ id: 'c1', title: 'News' }, { id: 'c2', title: 'Sport' }],
  data: [{ id: 1, personId: 1, categoryId: 'c1' }, { id: 2, personId: 2, categoryId: 'c2' }, { id: 3, personId: null }],
  mice: [{ id: 1, personId: 1 }],
  analyses: [{ id: 1, categoryId: 'c2', datumId: 1 }],
  children: [{ id: 1, personId: 2, analysisId: 1 }],
  statuses: [{ id: 1, personId: 1 }],
  boxes: [{ id: 1, mouseId: 1 }],
  settings: { theme: 'dark' }
}

function inflection() {
  const requests = []
  for (const parent of ['people', 'categories', 'data', 'mice', 'analyses', 'children', 'statuses', 'boxes', 'settings', 'nope']) {
    for (const child of ['data', 'mice', 'analyses', 'children', 'statuses', 'boxes']) {
      requests.push(get(`/${parent}/1/${child}`))
    }
    for (const name of ['data', 'mice', 'children', 'statuses', 'boxes', 'analyses', 'settings', 'nope']) {
      requests.push(get(`/${parent}?_embed=${name}`))
    }
    for (const name of ['person', 'category', 'datum', 'mouse', 'analysis', 'child', 'status', 'box', 'setting']) {
      requests.push(get(`/${parent}?_expand=${name}`))
    }
  }
  requests.push(
    get('/people/1?_embed=data&_embed=mice'), get('/categories/c1?_embed=data&_expand=nope'),
    get('/data?_expand=person&_expand=category'), get('/data/1?_expand=person'),
    { method: 'POST', path: '/people/1/data', body: { x: 1 } }, { method: 'DELETE', path: '/people/1' },
    get('/db'), { method: 'DELETE', path: '/mice/1' }, get('/db')
  )
  // `data` 3 has a null foreign key: json-server's orphan sweep fails on it.
  for (const request of requests) {
    if (request.method === 'DELETE' || (request.path === '/db' && requests.indexOf(request) > requests.length - 4)) {
      request.note = crash
    }
  }
  return requests
}

const orphans = {
  posts: [{ id: 1 }, { id: 2 }, { id: '3' }],
  comments: [
    { id: 1, postId: 1 }, { id: 2, postId: 7 }, { id: 3, postId: '1' }, { id: 4, postId: 3 },
    { id: 2, postId: 2 }, { id: 5, postId: 2.0 }, { id: 6, postId: [1] }
  ],
  replies: [{ id: 1, commentId: 2 }, { id: 2, commentId: 9 }, { id: 3, commentId: 5 }],
  profile: { userId: 9 }
}

function orphanRequests() {
  return [
    { method: 'DELETE', path: '/posts/99' }, get('/comments'), get('/replies'),
    { method: 'DELETE', path: '/comments/99' }, get('/replies'), { method: 'DELETE', path: '/posts/2' },
    get('/db'), { method: 'DELETE', path: '/nope/1' }, get('/db')
  ]
}

/// Numbers as JSON writes them and JavaScript reads them, and names that are array indices; as
/// text, since a JavaScript literal would be read first.
const numbers = `{"posts": [
  {"id": 1, "big": 12345678901234567890, "small": 1.5e-7, "tiny": 1e-7, "large": 1e21,
   "neg": -0, "frac": 0.1, "exp": 1E5, "padded": 1.50, "sum": 0.30000000000000004},
  {"id": 2, "b": 1, "2": "two", "1": "one", "a": {"10": 1, "9": 2, "x": 3, "01": 4}, "b": 5},
  {"id": 9007199254740993}
]}`

function numberRequests() {
  return [
    get('/posts'), get('/posts/1'), get('/posts/2'), get('/db'), get('/posts?big=12345678901234567000'),
    get('/posts?q=1e%2B21'), get('/posts?small=1.5e-7'), get('/posts?huge_gte=1e308'), get('/posts?_sort=big'),
    { method: 'PATCH', path: '/posts/2', body: { 0: 'zero', c: 1 } }, get('/posts/9007199254740992'),
    { method: 'POST', path: '/posts', body: {} }
  ]
}

const configurations = [
  { name: 'brackets', db: mixed, args: [], requests: brackets() },
  { name: 'fields', db: mixed, args: [], requests: fields() },
  { name: 'sorting', db: { items: mixed.items, many: many() }, args: [], requests: sorting() },
  { name: 'patterns', db: mixed, args: [], requests: patterns() },
  { name: 'paths', db: { posts: [{ id: 1 }, { id: 2 }, { id: 3 }], comments: [{ id: 1, postId: 1 }], users: [{ id: 1 }], 'ünï': [{ id: 1 }], 2: [{ id: 1 }] }, args: [], requests: paths() },
  { name: 'middleware', db: { posts: [{ id: 1, title: 't' }] }, args: [], requests: middleware() },
  { name: 'no-gzip', db: { posts: [{ id: 1 }] }, args: ['--no-gzip'], requests: [get('/posts'), { method: 'OPTIONS', path: '/posts' }, { method: 'POST', path: '/posts', body: {} }] },
  { name: 'read-only-override', db: { posts: [{ id: 1 }] }, args: ['--read-only'], requests: [{ method: 'POST', path: '/posts', headers: { 'X-HTTP-Method-Override': 'GET' } }, { method: 'HEAD', path: '/posts' }] },
  { name: 'inflection', db: relations, args: [], requests: inflection() },
  { name: 'orphans-sweep', db: orphans, args: [], requests: orphanRequests() },
  { name: 'fks-pattern', db: { posts: [{ id: 1 }], comments: [{ id: 1, post_key: 1 }, { id: 2, post_key: 5 }] }, args: ['--fks', '_k.y'], requests: [{ method: 'DELETE', path: '/posts/9' }, get('/comments'), get('/posts/1/comments'), get('/posts?_embed=comments')] },
  { name: 'numbers', db: numbers, args: [], requests: numberRequests() }
]

module.exports = { configurations }
