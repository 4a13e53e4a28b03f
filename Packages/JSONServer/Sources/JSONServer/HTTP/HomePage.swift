import Foundation
import HTTPServer

/// json-server's home page, served when no static folder is (no `./public`, no
/// `--static`): `/` (and `/index.html`) lists the resources, each with its number of records,
/// and the rewrite rules, with `/style.css`, `/script.js` and `/favicon.ico` beside it.
///
/// json-server's page lists the resources with a script that fetches the whole database from
/// `/db`; this one is made on the server for each request, so that it shows them without
/// a script (in any browser, or with `curl`) and costs nothing on a large database. Its
/// script only brings the lists up to date when the page is shown again. Like any static file,
/// each is answered with an `ETag` and 304, and is neither delayed nor read-only.
struct HomePage: Sendable {
  let api: JSONServer

  /// The answer to `request`, or `nil` for a path that is not the page's.
  func response(to request: HTTPRequest) -> HTTPResponse? {
    guard request.method == "GET" || request.method == "HEAD", Self.mayName(request.path),
      let name = StaticPath(request.path)
    else { return nil }
    let body: Data
    let type: String
    switch name.relative {
    case "" where name.hasTrailingSlash, "index.html" where !name.hasTrailingSlash:
      (body, type) = (Data(page.utf8), "text/html; charset=UTF-8")
    case "style.css" where !name.hasTrailingSlash:
      (body, type) = (Self.style, "text/css; charset=UTF-8")
    case "script.js" where !name.hasTrailingSlash:
      (body, type) = (Self.script, "application/javascript; charset=UTF-8")
    case "favicon.ico" where !name.hasTrailingSlash:
      (body, type) = (Favicon.bytes, "image/x-icon")
    default:
      return nil
    }
    let answer = StaticAnswer(
      size: body.count, modified: nil, entityTag: Self.entityTag(of: body), contentType: type)
    let outcome = answer.outcome(for: request)
    guard case .send(let status, let headers, let range) = outcome else {
      return StaticAnswer.response(without: outcome)
    }
    return HTTPResponse(status: status, headers: headers, body: body.subdata(in: range))
  }

  /// Whether `path` may name one of the page's files: one of their paths as they are, or a path
  /// that decoding or resolving `.` and `..` may turn into one. Any other path, such as the
  /// API's, is left without the cost of reading it.
  static func mayName(_ path: Substring) -> Bool {
    var previous: UInt8 = 0
    for byte in path.utf8 {
      if byte == UInt8(ascii: "%") { return true }
      if previous == UInt8(ascii: "/"), byte == UInt8(ascii: ".") || byte == UInt8(ascii: "/") {
        return true
      }
      previous = byte
    }
    return paths.contains { $0.utf8.count == path.utf8.count && path.utf8.elementsEqual($0.utf8) }
  }

  private static let paths = ["/", "/index.html", "/style.css", "/script.js", "/favicon.ico"]

  var page: String {
    let resources = api.resources
    let rules = api.options.rewriteRules.rules
    var html = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>JSON Server</title>
      <link rel="stylesheet" href="style.css">
      <link rel="icon" href="favicon.ico">
      </head>
      <body>
      <header><div class="container"><nav>
      <span class="title">JSON Server</span>
      <a href="https://github.com/typicode/json-server">json-server</a>
      </nav></div></header>
      <main><div class="container">
      <h1>Congrats!</h1>
      <p>You're successfully running JSON Server, as <code>app serve</code> answers it.</p>
      <div id="resources">
      <h1>Resources</h1>

      """
    if resources.isEmpty {
      html += "<p>No resources found</p>\n"
    } else {
      html += "<ul>\n"
      for resource in resources {
        let link = StaticFolder.escapedHTML(Self.pathComponent(resource.name))
        let size = resource.isPlural ? "\(resource.count)x" : "object"
        html +=
          "<li><a href=\"\(link)\">/\(StaticFolder.escapedHTML(resource.name))</a>"
          + " <sup>\(size)</sup></li>\n"
      }
      html += "</ul>\n"
    }
    html += "</div>\n"
    if api.options.isReadOnly {
      html += "<p>This server is read-only: it answers <code>GET</code> alone.</p>\n"
    } else {
      html += """
        <p>To access and modify resources, you can use any HTTP method:</p>
        <p><code>GET</code> <code>POST</code> <code>PUT</code> <code>PATCH</code> \
        <code>DELETE</code> <code>OPTIONS</code></p>

        """
    }
    html += "<div id=\"custom-routes\">\n"
    if !rules.isEmpty {
      html += "<h1>Custom Routes</h1>\n<table>\n"
      for rule in rules {
        html +=
          "<tr><td>\(StaticFolder.escapedHTML(rule.pattern))</td>"
          + "<td><code>&#8674;</code> \(StaticFolder.escapedHTML(rule.destination))</td></tr>\n"
      }
      html += "</table>\n"
    }
    html += """
      </div>
      <h1>Documentation</h1>
      <p><a href="https://github.com/typicode/json-server">README</a></p>
      </div></main>
      <footer><div class="container">
      <p>To replace this page, create a <code>./public/index.html</code> file.</p>
      </div></footer>
      <script src="script.js"></script>
      </body>
      </html>

      """
    return html
  }

  /// `name` as one segment of a relative link: percent-encoded but for the characters a path
  /// segment may hold.
  static func pathComponent(_ name: String) -> String {
    let allowed = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "/:"))
    let encoded = name.addingPercentEncoding(withAllowedCharacters: allowed) ?? name
    return "./" + encoded
  }

  /// A weak tag of `body`: its size and a hash of its bytes (FNV-1a), in hexadecimal.
  static func entityTag(of body: Data) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in body {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    return "W/\"\(String(body.count, radix: 16))-\(String(hash, radix: 16))\""
  }

  static let style = Data(
    """
    body {
      display: flex;
      min-height: 100vh;
      flex-direction: column;
      margin: 0;
      font-family: -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Ubuntu, Cantarell,
        "Helvetica Neue", sans-serif;
      color: #3b4252;
    }
    .container { max-width: 960px; margin: auto; padding: 1rem; }
    header { border-bottom: 1px solid #eee; }
    nav { display: flex; justify-content: space-between; align-items: center; }
    nav .title { font-weight: bold; font-size: 1.4rem; }
    nav a { color: #4c566a; text-decoration: none; }
    nav a:hover { text-decoration: underline; }
    main { flex: 1; }
    h1 { margin-top: 2.5rem; font-size: 1.4rem; }
    a { color: #5e81ac; }
    ul { padding-left: 1.2rem; line-height: 1.8; }
    sup { color: #8b949e; margin-left: 0.2rem; }
    code, td code {
      padding: 0.15rem 0.4rem;
      border-radius: 4px;
      background: #eceff4;
      font-size: 0.9rem;
    }
    table { border-collapse: collapse; }
    td { padding: 0.3rem 1rem 0.3rem 0; }
    footer { border-top: 1px solid #eee; color: #4c566a; }

    """.utf8)

  static let script = Data(
    """
    // Brings the lists of resources and routes up to date whenever the page is shown again:
    // the server makes the page with them, so there is nothing else to do.
    document.addEventListener('visibilitychange', function () {
      if (document.visibilityState !== 'visible') return
      fetch(window.location.href, { cache: 'no-store' })
        .then(function (response) { return response.text() })
        .then(function (html) {
          var page = new DOMParser().parseFromString(html, 'text/html')
          ;['resources', 'custom-routes'].forEach(function (id) {
            var fresh = page.getElementById(id)
            var shown = document.getElementById(id)
            if (fresh && shown) shown.replaceWith(document.importNode(fresh, true))
          })
        })
        .catch(function () {})
    })

    """.utf8)
}
