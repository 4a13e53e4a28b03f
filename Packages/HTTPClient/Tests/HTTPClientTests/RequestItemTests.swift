import Foundation
import HTTPClient
import JSONCoding
import TestSupport
import Testing

@Suite struct RequestItemTests {
  func item(_ word: String) throws(RequestItem.SyntaxError) -> RequestItem {
    try RequestItem(parsing: word)
  }

  func error(_ word: String) -> String? {
    do {
      _ = try item(word)
      return nil
    } catch {
      return error.description
    }
  }

  @Test func readsTextJSONAndQueryItems() throws {
    try checkEqual(item("name=Ada"), .field(name: "name", value: "Ada"))
    try checkEqual(item("name="), .field(name: "name", value: ""))
    try checkEqual(item("age:=36"), .field(name: "age", value: 36))
    try checkEqual(item("active:=true"), .field(name: "active", value: true))
    try checkEqual(item(#"tags:=["a"]"#), .field(name: "tags", value: ["a"]))
    try checkEqual(
      item(#"address:={"city": "Lyon"}"#), .field(name: "address", value: ["city": "Lyon"]))
    try checkEqual(item("city==Lyon"), .query(name: "city", value: "Lyon"))
    try checkEqual(item("q=="), .query(name: "q", value: ""))
  }

  @Test func readsAHeaderLeavingOutTheWhiteSpaceAroundItsValue() throws {
    try checkEqual(item("X-API-Key:k1"), .header(name: "X-API-Key", value: "k1"))
    try checkEqual(
      item("Authorization: Bearer t0k3n "), .header(name: "Authorization", value: "Bearer t0k3n"))
    try checkEqual(item("X-Empty:"), .header(name: "X-Empty", value: ""))
    try checkEqual(item("Accept:a=b"), .header(name: "Accept", value: "a=b"), "the first separator")
    try checkEqual(item(#"ratio\:x=2"#), .field(name: "ratio:x", value: "2"), "an escaped colon")
    checkEqual(RequestItem.header(name: "X-API-Key", value: "k1").word, "X-API-Key:k1")
  }

  @Test func endsTheNameAtTheFirstSeparatorKeepingTheValueAsItIs() throws {
    try checkEqual(item("url=http://x/?a=b"), .field(name: "url", value: "http://x/?a=b"))
    try checkEqual(item("note=a==b"), .field(name: "note", value: "a==b"))
    try checkEqual(item("expr==a=b"), .query(name: "expr", value: "a=b"))
    try checkEqual(item(#"sum:= 1 "#), .field(name: "sum", value: 1))
  }

  @Test func takesEscapedSeparatorsIntoTheName() throws {
    try checkEqual(item(#"a\=b=c"#), .field(name: "a=b", value: "c"))
    try checkEqual(item(#"ratio\:x:=2"#), .field(name: "ratio:x", value: 2))
    try checkEqual(item(#"back\\slash=1"#), .field(name: #"back\slash"#, value: "1"))
    try checkEqual(item(#"at\@home=yes"#), .field(name: "at@home", value: "yes"))
    try checkEqual(item(#"a\b=1"#), .field(name: #"a\b"#, value: "1"), "nothing to escape")
  }

  @Test func refusesAWordThatIsNoItem() {
    checkEqual(
      error("name"),
      "item 'name' is neither name=text, name:=json, name==value, Name:value nor name@file")
    checkEqual(error("=Ada"), "item '=Ada' has no name before its separator")
    checkEqual(error("a b:c")?.hasPrefix("item 'a b:c' is a header (Name:value) whose name"), true)
    checkEqual(
      error("X-Note:a\nb"), "item 'X-Note:a\nb' is a header whose value holds a line break")
    checkEqual(error("avatar@"), "item 'avatar@' names no file after @ (write name@path)")
    checkEqual(
      error("avatar@me.png;type=png"),
      "item 'avatar@me.png;type=png' names no media type after ;type= (such as image/png)")
    checkEqual(error("bio=@bio.txt")?.contains("reads a file"), true)
    checkEqual(error("data:=@data.json")?.contains("reads a file"), true)
  }

  @Test func namesTheItemAndWhereItsJSONFails() {
    checkEqual(
      error(#"address:={"city": Lyon}"#),
      #"item 'address:={"city": Lyon}' is not JSON: it fails at character 10 of the value"#)
    checkEqual(error("tags:=[1,"), "item 'tags:=[1,' is not JSON: it ends too soon")
    checkEqual(error("age:=3x"), "item 'age:=3x' is not JSON: it fails at character 2 of the value")
    checkEqual(error("age:=")?.contains("has no JSON after :="), true)
    checkEqual(
      error("name:=été"), "item 'name:=été' is not JSON: it fails at character 1 of the value")
  }

  @Test func showsALongItemShortened() {
    let word = "note:=" + String(repeating: "x", count: 100)
    let message = error(word) ?? ""
    check(message.hasPrefix("item 'note:=xxx"))
    check(message.count < 120)
    check(message.contains("…'"))
  }

  @Test func readsAValueOfTenMegabytes() throws {
    let text = String(repeating: "a", count: 10 * 1_024 * 1_024)
    try checkEqual(item("bio=" + text), .field(name: "bio", value: .string(text)))
    let json = try item(#"bio:=""# + text + #"""#)
    checkEqual(json, .field(name: "bio", value: .string(text)))
  }

  @Test func writesTheWordThatReadsBackAsTheItem() throws {
    let items: [RequestItem] = [
      .field(name: "name", value: "Ada"), .field(name: "age", value: 36),
      .field(name: "tags", value: ["a", 1]), .field(name: #"a=b:c@d\e"#, value: ""),
      .query(name: "city", value: "Lyon"), .field(name: "note", value: "x=y"),
    ]
    checkEqual(
      items.map(\.word),
      [
        "name=Ada", "age:=36", #"tags:=["a",1]"#, #"a\=b\:c\@d\\e="#, "city==Lyon", "note=x=y",
      ])
    for item in items {
      try checkEqual(RequestItem(parsing: item.word), item)
    }
  }

  /// Items read with files that `files` holds, by path.
  func item(_ word: String, files: [String: String]) throws(RequestItem.SyntaxError)
    -> RequestItem
  {
    struct Missing: Error, CustomStringConvertible {
      var description: String { "no such file" }
    }
    return try RequestItem(parsing: word) { path in
      guard let text = files[path] else { throw Missing() }
      return Data(text.utf8)
    }
  }

  @Test func readsTheTextAndTheJSONOfAFile() throws {
    let files = ["bio.txt": "Ada\nLovelace\n", "address.json": #" {"city": "Lyon"}"#]

    try checkEqual(
      item("bio=@bio.txt", files: files), .field(name: "bio", value: "Ada\nLovelace\n"))
    try checkEqual(
      item("address:=@address.json", files: files), .field(name: "address", value: ["city": "Lyon"])
    )
    try checkEqual(item(#"handle=\@ada"#, files: files), .field(name: "handle", value: "@ada"))
    try checkEqual(item(#"handle=\@ada"#), .field(name: "handle", value: "@ada"))
  }

  @Test func namesAFileThatCannotBeReadOrIsNotWhatTheItemWants() {
    func failure(_ word: String, _ files: [String: String]) -> String? {
      do {
        _ = try item(word, files: files)
        return nil
      } catch {
        return error.description
      }
    }

    checkEqual(
      failure("bio=@gone.txt", [:]), "item 'bio=@gone.txt' cannot read 'gone.txt': no such file")
    checkEqual(failure("bio=@", [:]), "item 'bio=@' names no file after @")
    checkEqual(
      failure("data:=@d.json", ["d.json": "{,}"]),
      "item 'data:=@d.json' is not JSON: it fails at character 2 of the value")
    checkEqual(
      failure("avatar@/nonexistent/me.png", [:]),
      "item 'avatar@/nonexistent/me.png' cannot read '/nonexistent/me.png': there is no such file")
    checkEqual(failure("avatar@/", [:]), "item 'avatar@/' cannot send '/': it is not a file")
  }

  /// A file that cannot be read is no mistake of the word's: a program need not show its usage.
  @Test func aFileThatCannotBeReadIsToldApartFromAWordWrittenWrong() {
    func concernsAFile(_ word: String) -> Bool? {
      do {
        _ = try RequestItem(parsing: word) { path in
          throw FileContents.Failure.unreadable("no file \(path)")
        }
        return nil
      } catch {
        return error.concernsAFile
      }
    }

    checkEqual(concernsAFile("bio=@gone.txt"), true)
    checkEqual(concernsAFile("avatar@/nonexistent/a.png"), true)
    checkEqual(concernsAFile("avatar@"), false)
    checkEqual(concernsAFile("name"), false)
  }

  /// httpie's file items: `name@path` names a file sent in a multipart form, read as it is
  /// sent; `;type=` names its media type, or its extension does.
  @Test func aFileItemNamesAFileToSendInAForm() throws {
    checkEqual(
      try item("cover@img/cover.gif"), .file(name: "cover", path: "img/cover.gif", contentType: nil)
    )
    checkEqual(
      try item("cover@cover.gif;type=image/png"),
      .file(name: "cover", path: "cover.gif", contentType: "image/png"))
    checkEqual(try item(#"a\@b@x;y.txt"#), .file(name: "a@b", path: "x;y.txt", contentType: nil))
    checkEqual(
      try item("cover@a;type=x/y;type=text/plain; charset=utf-8"),
      .file(name: "cover", path: "a;type=x/y", contentType: "text/plain; charset=utf-8"))

    let part = try #require(try item("cover@img/cover.gif").filePart)
    checkEqual(part, .file("cover", path: "img/cover.gif"))
    checkEqual(part.fileName, "cover.gif")
    checkEqual(part.contentType, "image/gif")
    checkEqual(try item("a=b").filePart, nil)
    for word in ["cover@img/cover.gif", "cover@c.gif;type=image/png", #"a\@b@x"#] {
      checkEqual(try item(try item(word).word), try item(word), "\(word)")
    }
  }

  @Test func aFileThatIsNotTextIsRefused() throws {
    let error = #expect(throws: RequestItem.SyntaxError.self) {
      try RequestItem(parsing: "bio=@b.bin") { _ in Data([0xFF, 0xFE]) }
    }
    checkEqual(error?.reason, "reads a file that is not text (UTF-8)")
  }
}
