import Foundation
import HTTPServer
import JSONServer
import TestSupport
import Testing

@Suite struct HomePageTests {
  func files(_ document: String, options: JSONServerOptions = .init()) throws -> StaticFiles {
    .homePage(of: try JSONServer(document: Data(document.utf8), options: options))
  }

  func page(_ files: StaticFiles, _ target: String = "/") throws -> String {
    let response = try #require(files.response(to: HTTPRequest(target: target)))
    checkEqual(response.status, 200)
    return String(decoding: response.body, as: UTF8.self)
  }

  @Test func listsEachResourceWithItsRecords() throws {
    let files = try files(#"{"posts": [{"id": 1}, {"id": 2}], "profile": {"name": "x"}}"#)

    let page = try page(files)

    check(page.contains("You're successfully running JSON Server"))
    check(page.contains(#"<li><a href="./posts">/posts</a> <sup>2x</sup></li>"#))
    check(page.contains(#"<li><a href="./profile">/profile</a> <sup>object</sup></li>"#))
    check(page.contains("<code>DELETE</code>"))
    check(!page.contains("Custom Routes"))
    try checkEqual(self.page(files, "/index.html"), page)
  }

  @Test func saysWhenThereIsNothingToList() throws {
    check(try page(files("{}")).contains("<p>No resources found</p>"))
  }

  @Test func escapesNamesAndListsTheRewriteRules() throws {
    var options = JSONServerOptions()
    options.rewriteRules = RewriteRules([.init(pattern: "/api/*", destination: "/$1")])
    options.isReadOnly = true
    let files = try files(#"{"<b>&\"x": [], "a b": []}"#, options: options)

    let page = try page(files)

    check(page.contains(#"<a href="./%3Cb%3E&amp;%22x">/&lt;b&gt;&amp;&quot;x</a>"#))
    check(page.contains(#"<a href="./a%20b">/a b</a>"#))
    check(page.contains("<tr><td>/api/*</td><td><code>&#8674;</code> /$1</td></tr>"))
    check(page.contains("read-only"))
    check(!page.contains("<code>DELETE</code>"))
  }

  @Test func servesItsStylesheetScriptAndIcon() throws {
    let files = try files("{}")
    let types = [
      "/style.css": "text/css; charset=UTF-8",
      "/script.js": "application/javascript; charset=UTF-8", "/favicon.ico": "image/x-icon",
    ]

    for (target, type) in types {
      let response = try #require(files.response(to: HTTPRequest(target: target)))
      checkEqual(response.status, 200)
      checkEqual(response.headers["Content-Type"], type)
      check(!response.body.isEmpty)
    }
  }

  @Test func makesAnIconOfOneImageOf16By16() throws {
    let files = try files("{}")
    let icon = try #require(files.response(to: HTTPRequest(target: "/favicon.ico"))).body

    checkEqual(Array(icon.prefix(6)), [0, 0, 1, 0, 1, 0])
    checkEqual(Array(icon[6..<8]), [16, 16])
    checkEqual(icon.count, 6 + 16 + 40 + 16 * 16 * 4 + 16 * 4)
  }

  @Test func answers304AndHeadAsForAFile() throws {
    let files = try files(#"{"posts": []}"#)
    let first = try #require(files.response(to: HTTPRequest(target: "/")))
    let tag = try #require(first.headers["ETag"])

    let again = files.response(
      to: HTTPRequest(target: "/", headers: ["If-None-Match": tag]))
    let head = files.response(to: HTTPRequest(method: "HEAD", target: "/style.css"))

    checkEqual(again?.status, 304)
    checkEqual(head?.status, 200)
  }

  @Test func readsPathsThatDecodeOrResolveToItsFiles() throws {
    let files = try files("{}")

    for target in ["/%73tyle.css", "/posts/../style.css", "//style.css", "/./index.html"] {
      checkEqual(files.response(to: HTTPRequest(target: target))?.status, 200, "\(target)")
    }
  }

  @Test func leavesAnyOtherPathOrMethodToTheAPI() throws {
    let files = try files(#"{"posts": []}"#)

    for target in ["/posts", "/index.html/", "/style.css?x", "/db"] where target != "/style.css?x" {
      checkEqual(files.response(to: HTTPRequest(target: target)), nil)
    }
    checkEqual(files.response(to: HTTPRequest(method: "POST", target: "/")), nil)
    checkEqual(files.response(to: HTTPRequest(target: "/style.css?x"))?.status, 200)
  }
}
