import Foundation
import HTTPClient
import JSONCoding
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
    #expect(try item("name=Ada") == .field(name: "name", value: "Ada"))
    #expect(try item("name=") == .field(name: "name", value: ""))
    #expect(try item("age:=36") == .field(name: "age", value: 36))
    #expect(try item("active:=true") == .field(name: "active", value: true))
    #expect(try item(#"tags:=["a"]"#) == .field(name: "tags", value: ["a"]))
    #expect(
      try item(#"address:={"city": "Lyon"}"#) == .field(name: "address", value: ["city": "Lyon"]))
    #expect(try item("city==Lyon") == .query(name: "city", value: "Lyon"))
    #expect(try item("q==") == .query(name: "q", value: ""))
  }

  @Test func readsAHeaderLeavingOutTheWhiteSpaceAroundItsValue() throws {
    #expect(try item("X-API-Key:k1") == .header(name: "X-API-Key", value: "k1"))
    #expect(
      try item("Authorization: Bearer t0k3n ")
        == .header(name: "Authorization", value: "Bearer t0k3n"))
    #expect(try item("X-Empty:") == .header(name: "X-Empty", value: ""))
    #expect(try item("Accept:a=b") == .header(name: "Accept", value: "a=b"), "the first separator")
    #expect(try item(#"ratio\:x=2"#) == .field(name: "ratio:x", value: "2"), "an escaped colon")
    #expect(RequestItem.header(name: "X-API-Key", value: "k1").word == "X-API-Key:k1")
  }

  @Test func endsTheNameAtTheFirstSeparatorKeepingTheValueAsItIs() throws {
    #expect(try item("url=http://x/?a=b") == .field(name: "url", value: "http://x/?a=b"))
    #expect(try item("note=a==b") == .field(name: "note", value: "a==b"))
    #expect(try item("expr==a=b") == .query(name: "expr", value: "a=b"))
    #expect(try item(#"sum:= 1 "#) == .field(name: "sum", value: 1))
  }

  @Test func takesEscapedSeparatorsIntoTheName() throws {
    #expect(try item(#"a\=b=c"#) == .field(name: "a=b", value: "c"))
    #expect(try item(#"ratio\:x:=2"#) == .field(name: "ratio:x", value: 2))
    #expect(try item(#"back\\slash=1"#) == .field(name: #"back\slash"#, value: "1"))
    #expect(try item(#"at\@home=yes"#) == .field(name: "at@home", value: "yes"))
    #expect(try item(#"a\b=1"#) == .field(name: #"a\b"#, value: "1"), "nothing to escape")
  }

  @Test func refusesAWordThatIsNoItem() {
    #expect(
      error("name") == "item 'name' is neither name=text, name:=json, name==value nor Name:value")
    #expect(error("=Ada") == "item '=Ada' has no name before its separator")
    #expect(error("a b:c")?.hasPrefix("item 'a b:c' is a header (Name:value) whose name") == true)
    #expect(error("X-Note:a\nb") == "item 'X-Note:a\nb' is a header whose value holds a line break")
    #expect(error("avatar@me.png")?.contains("sends a file as a form") == true)
    #expect(error("bio=@bio.txt")?.contains("reads a file") == true)
    #expect(error("data:=@data.json")?.contains("reads a file") == true)
  }

  @Test func namesTheItemAndWhereItsJSONFails() {
    #expect(
      error(#"address:={"city": Lyon}"#)
        == #"item 'address:={"city": Lyon}' is not JSON: it fails at character 10 of the value"#)
    #expect(error("tags:=[1,") == "item 'tags:=[1,' is not JSON: it ends too soon")
    #expect(error("age:=3x") == "item 'age:=3x' is not JSON: it fails at character 2 of the value")
    #expect(error("age:=")?.contains("has no JSON after :=") == true)
    #expect(
      error("name:=été") == "item 'name:=été' is not JSON: it fails at character 1 of the value")
  }

  @Test func showsALongItemShortened() {
    let word = "note:=" + String(repeating: "x", count: 100)
    let message = error(word) ?? ""
    #expect(message.hasPrefix("item 'note:=xxx"))
    #expect(message.count < 120)
    #expect(message.contains("…'"))
  }

  @Test func readsAValueOfTenMegabytes() throws {
    let text = String(repeating: "a", count: 10 * 1_024 * 1_024)
    #expect(try item("bio=" + text) == .field(name: "bio", value: .string(text)))
    let json = try item(#"bio:=""# + text + #"""#)
    #expect(json == .field(name: "bio", value: .string(text)))
  }

  @Test func writesTheWordThatReadsBackAsTheItem() throws {
    let items: [RequestItem] = [
      .field(name: "name", value: "Ada"), .field(name: "age", value: 36),
      .field(name: "tags", value: ["a", 1]), .field(name: #"a=b:c@d\e"#, value: ""),
      .query(name: "city", value: "Lyon"), .field(name: "note", value: "x=y"),
    ]
    #expect(
      items.map(\.word) == [
        "name=Ada", "age:=36", #"tags:=["a",1]"#, #"a\=b\:c\@d\\e="#, "city==Lyon", "note=x=y",
      ])
    for item in items {
      #expect(try RequestItem(parsing: item.word) == item)
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

    #expect(try item("bio=@bio.txt", files: files) == .field(name: "bio", value: "Ada\nLovelace\n"))
    #expect(
      try item("address:=@address.json", files: files)
        == .field(name: "address", value: ["city": "Lyon"]))
    #expect(try item(#"handle=\@ada"#, files: files) == .field(name: "handle", value: "@ada"))
    #expect(try item(#"handle=\@ada"#) == .field(name: "handle", value: "@ada"))
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

    #expect(
      failure("bio=@gone.txt", [:]) == "item 'bio=@gone.txt' cannot read 'gone.txt': no such file")
    #expect(failure("bio=@", [:]) == "item 'bio=@' names no file after @")
    #expect(
      failure("data:=@d.json", ["d.json": "{,}"])
        == "item 'data:=@d.json' is not JSON: it fails at character 2 of the value")
    #expect(failure("avatar@me.png", ["me.png": ""])?.contains("sends a file as a form") == true)
  }

  @Test func aFileThatIsNotTextIsRefused() throws {
    let error = #expect(throws: RequestItem.SyntaxError.self) {
      try RequestItem(parsing: "bio=@b.bin") { _ in Data([0xFF, 0xFE]) }
    }
    #expect(error?.reason == "reads a file that is not text (UTF-8)")
  }
}
