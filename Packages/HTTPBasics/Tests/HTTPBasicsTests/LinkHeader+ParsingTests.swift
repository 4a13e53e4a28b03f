import HTTPBasics
import TestSupport
import Testing

@Suite("LinkHeader parsing")
struct LinkHeaderParsingTests {
  @Test("json-server's header is read link by link")
  func readsJSONServerHeader() {
    let value =
      #"<http://127.0.0.1:3000/posts?_page=1&_limit=5>; rel="first", "#
      + #"<http://127.0.0.1:3000/posts?_page=3&_limit=5>; rel="next", "#
      + #"<http://127.0.0.1:3000/posts?_page=20&_limit=5>; rel="last""#

    let header = LinkHeader(parsing: value)

    checkEqual(
      header?.links,
      [
        LinkHeader.Link(
          target: "http://127.0.0.1:3000/posts?_page=1&_limit=5", relations: ["first"]),
        LinkHeader.Link(
          target: "http://127.0.0.1:3000/posts?_page=3&_limit=5", relations: ["next"]),
        LinkHeader.Link(
          target: "http://127.0.0.1:3000/posts?_page=20&_limit=5", relations: ["last"]),
      ])
    checkEqual(header?.target(relation: "next"), "http://127.0.0.1:3000/posts?_page=3&_limit=5")
  }

  @Test("several relations, tokens, quoted values with escapes, commas inside <> and quotes")
  func readsTheWholeGrammar() {
    let value =
      #" ,</a,b>;REL="next  last" ;title="x, \"y\"; z";hreflang=en ; crossorigin, "#
      + #"</c>; rel=prev; rel="ignored",,"#

    let header = LinkHeader(parsing: value)

    checkEqual(
      header?.links,
      [
        LinkHeader.Link(
          target: "/a,b", relations: ["next", "last"],
          parameters: [
            LinkHeader.Parameter(name: "title", value: #"x, "y"; z"#),
            LinkHeader.Parameter(name: "hreflang", value: "en"),
            LinkHeader.Parameter(name: "crossorigin", value: nil),
          ]),
        LinkHeader.Link(target: "/c", relations: ["prev"]),
      ])
  }

  @Test("an empty value has no links; a link without rel has no relations")
  func readsEdges() {
    checkEqual(LinkHeader(parsing: "")?.links, [])
    checkEqual(LinkHeader(parsing: " , ,")?.links, [])
    checkEqual(LinkHeader(parsing: "<>")?.links, [LinkHeader.Link(target: "", relations: [])])
  }

  @Test("what any header writes reads back the same")
  func roundTrips() {
    let header = LinkHeader([
      LinkHeader.Link(target: "/posts?q=a,b&_page=2", relations: ["next", "last"]),
      LinkHeader.Link(
        target: "/x", relations: ["prev"],
        parameters: [LinkHeader.Parameter(name: "title", value: #"a "quoted", \ value; ok"#)]),
    ])

    checkEqual(LinkHeader(parsing: header.value), header)
  }

  @Test(
    "a value off the grammar gives nil",
    arguments: [
      "/a; rel=next", "<", "</a", "</a>; rel=\"next", "</a>; rel=\"next\\", "</a>; =next",
      "</a>; rel=", "</a>; rel=\"next\" x", "</a> </b>", "</a>;", "</a>; rel=next;;",
      "</a>; r\u{e9}l=next", "</a>; rel=@", "</a>, x",
    ])
  func rejects(value: String) {
    checkEqual(LinkHeader(parsing: value), nil)
  }
}
