import HTTPBasics
import TestSupport
import Testing

@Suite("LinkHeader")
struct LinkHeaderTests {
  @Test("links are written as <target>; rel=\"…\" and their parameters, joined by commas")
  func writes() {
    let header = LinkHeader([
      LinkHeader.Link(target: "http://host/posts?_page=1", relations: ["first"]),
      LinkHeader.Link(
        target: "/posts?_page=3", relations: ["next", "last"],
        parameters: [
          LinkHeader.Parameter(name: "title", value: #"Page "3" \ end"#),
          LinkHeader.Parameter(name: "hreflang", value: nil),
        ]),
    ])

    checkEqual(
      header.value,
      #"<http://host/posts?_page=1>; rel="first", "#
        + #"</posts?_page=3>; rel="next last"; title="Page \"3\" \\ end"; hreflang"#)
  }

  @Test("no links give an empty value; a link without relations has no rel")
  func writesEmpty() {
    checkEqual(LinkHeader([]).value, "")
    checkEqual(LinkHeader([LinkHeader.Link(target: "/a", relations: [])]).value, "</a>")
  }

  @Test("a target's angle brackets, quotes, spaces and control characters are percent-encoded")
  func escapesTargets() {
    let header = LinkHeader([
      LinkHeader.Link(target: "http://h>st/a b<\"\r\n\u{7F}", relations: ["next"])
    ])

    checkEqual(header.value, #"<http://h%3Est/a%20b%3C%22%0D%0A%7F>; rel="next""#)
    checkEqual(LinkHeader(parsing: header.value)?.links.count, 1)
  }

  @Test("a parameter's line breaks and control characters are left out of the value")
  func dropsControlCharacters() {
    let header = LinkHeader([
      LinkHeader.Link(
        target: "/a", relations: ["next\r\nX-Injected: 1"],
        parameters: [LinkHeader.Parameter(name: "title", value: "a\tb\u{0}c\n")])
    ])

    checkEqual(header.value, "</a>; rel=\"nextX-Injected: 1\"; title=\"a\tbc\"")
  }

  @Test("the target of a relation is the first link's that has it, in any case")
  func targetOfRelation() {
    let header = LinkHeader([
      LinkHeader.Link(target: "/1", relations: ["first", "prev"]),
      LinkHeader.Link(target: "/3", relations: ["NEXT"]),
      LinkHeader.Link(target: "/4", relations: ["next"]),
    ])

    checkEqual(header.target(relation: "prev"), "/1")
    checkEqual(header.target(relation: "next"), "/3")
    checkEqual(header.target(relation: "Next"), "/3")
    checkEqual(header.target(relation: "last"), nil)
  }
}
