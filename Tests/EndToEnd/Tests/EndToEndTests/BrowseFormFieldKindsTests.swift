import Foundation
import TestSupport
import Testing

/// `app browse`'s record forms by their fields' kinds, on a pseudo-terminal against `app serve`:
/// the sample users' nested address and company asked for field by field and saved whole, a
/// to-do's `completed` a box that Space switches, and a database of nested records whose lists
/// are edited a line each and whose long text is wrapped and edited in `$EDITOR`.
@Suite("app browse: forms field by field, of every kind", .onWaitingThreads)
struct BrowseFormFieldKindsTests {
  static let tab = "\t"
  static let clearLine = "\u{15}"
  static let save = "\u{13}"
  static let editor = "\u{05}"

  static let people = #"""
    {"people": [
      {"id": 1, "name": "Ada Lovelace", "active": true,
       "bio": "Ada wrote the first published program, for Babbage's Analytical Engine, and saw that the machine could act on things other than numbers.",
       "tags": ["math", "poetry"], "scores": [3, 5],
       "address": {"street": "12 St James's Square", "city": "London", "geo": {"lat": 51, "lng": 0}},
       "links": [{"rel": "home", "href": "https://ada.example"}]},
      {"id": 2, "name": "Grace Hopper", "active": false,
       "bio": "Grace made the first compiler, and taught a generation of programmers to write for people and machines at once.",
       "tags": ["navy"], "scores": [4],
       "address": {"street": "1 Navy Yard", "city": "Arlington", "geo": {"lat": 38, "lng": -77}},
       "links": []}
    ]}
    """#

  /// Runs `body` on `app browse` of `app serve`'s sample data, the first record of the tab
  /// `key` opens (whose records are `noun`) opened in its form, on the server.
  private static func editingTheFirst(
    _ noun: String, ofTab key: String, _ body: (TerminalProcess, ServeProcess) throws -> Void
  ) throws {
    let server = try ServeProcess(["--quiet"])
    defer { _ = server.stop() }
    let app = try TerminalProcess.start(["browse", "--base-url", server.baseURL])
    defer { _ = app.wait() }
    _ = try app.requireScreen("the posts never showed") { $0.line(23).contains("post 1 of") }
    app.type(key)
    _ = try app.requireScreen("the \(noun)s never showed") {
      $0.line(23).contains("\(noun) 1 of")
    }
    app.type("e")
    try body(app, server)
  }

  /// The record at `path` of `server`, as `app get --json` reads it.
  private static func record(_ path: String, of server: ServeProcess) throws -> [String: Any]? {
    let read = try AppProcess.run(["get", path, "--json", "--base-url", server.baseURL])
    return try JSONSerialization.jsonObject(with: Data(read.standardOutput.utf8))
      as? [String: Any]
  }

  @Test func aUsersAddressIsAskedForFieldByFieldAndSavedWhole() throws {
    try Self.editingTheFirst("user", ofTab: "2") { app, server in
      let form = try app.requireScreen("e never opened the user's form field by field") {
        $0.line(1).contains("Edit user 1") && $0.row(containing: "address.street") != nil
      }
      checkEqual(
        form.row(containing: "› name *"), 2, "the name first, as the list's columns: \(form)")
      check(form.row(containing: "address.geo.lat") != nil)
      check(form.row(containing: "company.name") != nil)
      checkEqual(form.row(containing: "(JSON)"), nil, "nothing of a user is JSON")
      try app.focusFormField("address.city")
      app.type("\(Self.clearLine)Paris\(Self.save)")
      _ = try app.requireScreen("the user was never saved") { $0.line(23).contains("user 1 of") }
      app.type("q")
      let address = try Self.record("/users/1", of: server)?["address"] as? [String: Any]
      checkEqual(address?["city"] as? String, "Paris")
      check(address?["street"] as? String != nil, "the address's other members kept")
      check((address?["geo"] as? [String: Any])?["lat"] != nil)
    }
  }

  @Test func aToDosCompletedIsABoxThatSpaceSwitches() throws {
    try Self.editingTheFirst("todo", ofTab: "6") { app, server in
      let form = try app.requireScreen("e never opened the to-do's form") {
        $0.line(1).contains("Edit todo 1") && $0.row(containing: "completed") != nil
      }
      checkEqual(form.row(containing: "› title *"), 2)
      let completed = try #require(form.row(containing: "completed"))
      let box = form.line(completed).contains("[x]") ? "[x]" : "[ ]"
      let switched = box == "[x]" ? "[ ]" : "[x]"
      try app.focusFormField("completed")
      _ = try app.requireScreen("the status line never offered Space") {
        $0.line(23).contains("␣ switch")
      }
      app.type(" ")
      _ = try app.requireScreen("Space never switched the box") {
        screen in
        screen.row(containing: "completed").map { screen.line($0).contains(switched) } ?? false
      }
      app.type("x")
      _ = try app.requireScreen("a letter never said what the field takes") {
        $0.line(23).contains("completed is true or false: Space switches it")
      }
      app.type(Self.save)
      _ = try app.requireScreen("the to-do was never saved") { $0.line(23).contains("todo 1 of") }
      app.type("q")
      checkEqual(try Self.record("/todos/1", of: server)?["completed"] as? Bool, switched == "[x]")
    }
  }

  @Test func aListIsEditedALineEachAndALongTextInTheEditor() async throws {
    let editor = try EditorScript(named: "editor", saving: "A new bio,\nover two lines.\n")
    try await ServeProcess.served(Self.people) { server, file in
      let app = try TerminalProcess.start(
        ["browse", "--base-url", server.baseURL], environment: ["EDITOR": editor.url.path])
      defer { _ = app.wait() }
      _ = try app.requireScreen("the people never showed") { $0.line(23).contains("person 1 of") }
      app.type("e")
      let form = try app.requireScreen("e never opened the person's form") {
        $0.line(1).contains("Edit person 1") && $0.row(containing: "tags (list)") != nil
      }
      let tags = try #require(form.row(containing: "tags (list)"))
      check(form.line(tags).hasSuffix("math") && form.line(tags + 1).hasSuffix("poetry"), "\(form)")
      check(form.row(containing: "active").map { form.line($0).contains("[x]") } ?? false)
      check(
        form.row(containing: "links (JSON)").map { form.line($0).contains(#"[{"rel":"home""#) }
          ?? false)
      let bio = try #require(form.row(containing: "bio"))
      check(form.line(bio + 1).contains("Engine"), "the bio wrapped: \(form.line(bio + 1))")

      try app.focusFormField("tags (list)")
      app.type("\rlogic")
      _ = try app.requireScreen("the new tag never showed on a line of its own") {
        screen in
        screen.row(containing: "tags (list)").map { screen.line($0 + 2).hasSuffix("logic") }
          ?? false
      }
      try app.focusFormField("bio")
      _ = try app.requireScreen("the status line never offered the editor") {
        $0.line(23).contains("^E editor")
      }
      app.type(Self.editor)
      _ = try app.requireScreen("the editor's text never came back, its line breaks spaces") {
        $0.row(containing: "A new bio, over two lines.") != nil
          && $0.line(23).contains("bio is one line: its line breaks became spaces")
      }
      check(editor.opened?.hasPrefix("Ada wrote the first published program") == true)
      app.type(Self.save)
      _ = try app.requireScreen("the person was never saved") {
        $0.line(23).contains("person 1 of")
      }
      app.type("q")
      _ = app.wait()
      let person = try #require(try RecordWriteCommandsTests.record("people", id: "1", in: file))
      checkEqual(person["tags"] as? [String], ["math", "poetry", "logic"])
      checkEqual(person["bio"] as? String, "A new bio, over two lines.")
      checkEqual(person["scores"] as? [Int], [3, 5], "a list not changed is not sent")
      checkEqual((person["address"] as? [String: Any])?["city"] as? String, "London")
    }
  }

  @Test func aNewRecordStartsOnItsNameAndSendsWhatIsFilledIn() async throws {
    try await ServeProcess.served(Self.people) { server, file in
      let app = try TerminalProcess.start(["browse", "--base-url", server.baseURL])
      defer { _ = app.wait() }
      _ = try app.requireScreen("the people never showed") { $0.line(23).contains("person 1 of") }
      app.type("c")
      let form = try app.requireScreen("c never opened a new person's form") {
        $0.line(1).contains("New person") && $0.row(containing: "address.geo.lat") != nil
      }
      checkEqual(form.row(containing: "› name"), 2)
      check(form.row(containing: "active").map { form.line($0).contains("[ ] not set") } ?? false)
      app.type("Alan Turing\(Self.tab) ")
      _ = try app.requireScreen("Space never set the box") {
        screen in screen.row(containing: "active").map { screen.line($0).contains("[x]") } ?? false
      }
      try app.focusFormField("address.city")
      app.type("Manchester\(Self.save)")
      _ = try app.requireScreen("the person was never saved") {
        $0.line(23).contains("person 3 of 3")
      }
      app.type("q")
      _ = app.wait()
      let person = try #require(try RecordWriteCommandsTests.record("people", id: "3", in: file))
      checkEqual(person["name"] as? String, "Alan Turing")
      checkEqual(person["active"] as? Bool, true)
      checkEqual(person["address"] as? [String: String], ["city": "Manchester"])
      checkEqual(person["tags"] == nil, true, "a list left empty is not sent")
    }
  }

  @Test func aNarrowTerminalDrawsEachFieldsTextUnderItsLabel() async throws {
    try await ServeProcess.served(Self.people) { server, _ in
      let app = try TerminalProcess.start(["browse", "--base-url", server.baseURL], columns: 40)
      defer { _ = app.wait() }
      _ = try app.requireScreen("the people never showed") { $0.line(23).contains("person 1") }
      app.type("e")
      let form = try app.requireScreen("e never opened the person's form") {
        $0.line(1).contains("Edit person 1") && $0.row(containing: "› name") != nil
      }
      let name = try #require(form.row(containing: "› name"))
      checkEqual(form.line(name).trimmingCharacters(in: .whitespaces), "› name")
      check(form.line(name + 1).hasPrefix("    Ada Lovelace"), "\(form)")
      check(form.row(containing: "    math") != nil)
      app.type("\u{1b}")
      _ = try app.requireScreen("Esc never left the form") { $0.line(23).contains("person 1") }
      app.type("q")
    }
  }
}
