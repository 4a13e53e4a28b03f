import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The questions `create`, `edit` and `delete` ask on a terminal: answers edited on the line,
/// invalid answers asked again at once, missing fields asked, the editor for a post's body,
/// and the item named before it is deleted.
@Suite("prompts on a terminal", .onWaitingThreads)
struct PromptTests {
  private static let createdPost =
    #"{"id": 101, "userId": 1, "title": "Hello world", "body": "Hi"}"#

  @Test(arguments: [80, 40] as [UInt16])
  func arrowKeysAndBackspaceEditTheAnswerSent(columns: UInt16) throws {
    let server = try LoopbackServer { _, _ in .http(201, body: Self.createdPost) }
    defer { server.stop() }
    let app = try TerminalProcess.start(
      ["post", "create", "--base-url", server.baseURL, "--color", "never"], columns: columns)

    check(app.waitFor("? User ID: "))
    app.type("1\n")
    check(app.waitFor("? Title: "))
    // "Helo wrld", then ← three times, "o", Home, → three times, "l", and a stray Backspace
    // after an extra "x" at the end.
    app.type("Helo wrld\u{1B}[D\u{1B}[D\u{1B}[Do\u{1B}[H\u{1B}[C\u{1B}[C\u{1B}[Cl\u{1B}[Fx\u{7F}\n")
    check(app.waitFor("? Body: "))
    app.type("Hi\n")
    let result = app.wait()

    checkEqual(result.status, 0, "\(result.output)")
    let body = try #require(server.receivedRequests.first?.body)
    check(body.contains(#""title":"Hello world""#) || body.contains(#""title" : "Hello world""#))
    check(!body.contains("\\u001b"), "no escape sequence reached the server")
    check(!body.contains("[D"))
  }

  @Test func aLongAnswerScrollsWithinFortyColumns() throws {
    let app = try TerminalProcess.start(
      ["post", "create", "--sample", "--json", "--color", "never"], columns: 40)
    let title = "東京 🍜 " + (1...6).map { "word\($0)xxxx" }.joined(separator: " ")

    check(app.waitFor("? User ID: "))
    app.type("1\n")
    check(app.waitFor("? Title: "))
    app.type(title)
    let screen = app.waitForScreen { $0.lines.contains { $0.hasSuffix("word6xxxx") } }
    app.type("\n")
    check(app.waitFor("? Body: "))
    app.type("Hi\n")
    let result = app.wait()

    let line = try #require(screen?.lines.first { $0.hasSuffix("word6xxxx") })
    check(line.hasPrefix("? Title: "))
    check(line.count < 40, "the line never reaches the last column")
    checkEqual(result.status, 0)
    check(result.output.contains(#""title" : "\#(title)""#))
  }

  @Test func aResizedTerminalGetsTheLineDrawnAgainAtItsWidth() throws {
    let app = try TerminalProcess.start(["post", "create", "--sample", "--color", "never"])
    let title = (1...6).map { "word\($0)xxxx" }.joined(separator: " ")

    check(app.waitFor("? User ID: "))
    app.type("1\n")
    check(app.waitFor("? Title: "))
    app.type(title)
    check(app.waitForScreen { $0.lines.contains("? Title: " + title) } != nil)
    app.resize(columns: 40, rows: 24)
    let screen = app.waitForScreen { screen in
      screen.lines.contains { $0.hasPrefix("? Title: ") && $0.hasSuffix("word6xxxx") }
    }
    app.type("\u{15}\u{4}")
    checkEqual(app.wait().status, 130)

    let line = try #require(screen?.lines.first { $0.hasSuffix("word6xxxx") })
    check(line.count < 40)
  }

  @Test func answersTypedAheadWaitForTheirQuestions() throws {
    let app = try TerminalProcess.start([
      "post", "create", "--sample", "--json", "--color", "never",
    ])

    check(app.waitFor("? User ID: "))
    app.type("1\nAhead\nTyped at once\n")
    let result = app.wait()

    checkEqual(result.status, 0, "\(result.output)")
    check(result.output.contains(#""title" : "Ahead""#))
    check(result.output.contains(#""body" : "Typed at once""#))
  }

  @Test func anInvalidEmailIsAskedAgainAtOnce() throws {
    let app = try TerminalProcess.start([
      "user", "create", "--sample", "--json", "--color", "never",
    ])

    for (prompt, answer) in [("? Name: ", "Ada"), ("? Username: ", "ada"), ("? Email: ", "ada")] {
      check(app.waitFor(prompt), "asked \(prompt)")
      app.type(answer + "\n")
    }
    check(app.waitFor("! email is not a valid address"))
    check(app.waitFor("? Email: ada"), "the answer is there to correct")
    app.type("@example.org\n")
    for _ in 1...7 {
      check(app.waitFor("\u{1B}[K"))
      app.type("\n")
    }
    let result = app.wait()

    checkEqual(result.status, 0, "\(result.output)")
    check(result.output.contains(#""email" : "ada@example.org""#))
    check(!result.output.contains("? Phone: \u{1B}[K\r\u{1B}[9C! email"))
  }

  @Test func theMissingRequiredFieldsAreAskedWhenOneIsGiven() throws {
    let app = try TerminalProcess.start([
      "user", "create", "--name", "Ada Lovelace", "--sample", "--json", "--color", "never",
    ])

    check(app.waitFor("? Username: "))
    app.type("ada\n")
    check(app.waitFor("? Email: "))
    app.type("ada@example.org\n")
    let result = app.wait()

    checkEqual(result.status, 0, "\(result.output)")
    check(!result.output.contains("? Name"))
    check(!result.output.contains("? Phone"))
    check(result.output.contains(#""name" : "Ada Lovelace""#))
    check(result.output.contains(#""username" : "ada""#))
  }

  @Test func theEditorWritesTheBody() throws {
    let editor = try EditorScript(named: "write-body", saving: "From the editor\nsecond line\n")

    let app = try TerminalProcess.start(
      ["post", "create", "--sample", "--json", "--color", "never"],
      environment: ["EDITOR": editor.url.path])
    for (prompt, answer) in [("? User ID: ", "1"), ("? Title: ", "Edited")] {
      check(app.waitFor(prompt), "asked \(prompt)")
      app.type(answer + "\n")
    }
    check(app.waitFor("? Body (Enter opens write-body): "))
    app.type("\n")
    let result = app.wait()

    checkEqual(result.status, 0, "\(result.output)")
    check(result.output.contains(#""body" : "From the editor\nsecond line""#))
    checkEqual(editor.opened, "", "a new post's body starts empty")
  }

  @Test(arguments: [
    ("false", "the editor false exited with status 1"),
    ("no-such-editor-here", "the editor no-such-editor-here was not found"),
  ])
  func anEditorThatFailsLeavesTheBodyToType(editor: String, message: String) throws {
    let app = try TerminalProcess.start(
      ["post", "create", "--sample", "--json", "--color", "never"],
      environment: ["EDITOR": editor])
    for (prompt, answer) in [("? User ID: ", "1"), ("? Title: ", "Edited")] {
      check(app.waitFor(prompt), "asked \(prompt)")
      app.type(answer + "\n")
    }
    check(app.waitFor("? Body (Enter opens \(editor)): "))
    app.type("\n")
    check(app.waitFor("app: \(message); type the body instead"))
    check(app.waitFor("? Body: "))
    app.type("Typed\n")
    let result = app.wait()

    checkEqual(result.status, 0, "\(result.output)")
    check(result.output.contains(#""body" : "Typed""#))
  }

  @Test func deletingAMissingPostAsksNothing() throws {
    let app = try TerminalProcess.start(["post", "delete", "999", "--sample", "--color", "never"])
    let result = app.wait()

    checkEqual(result.status, 1)
    check(result.output.contains("app: post 999 not found"))
    check(!result.output.contains("Delete"))
  }

  @Test func deleteNamesTheUser() throws {
    let app = try TerminalProcess.start(["user", "delete", "3", "--sample", "--color", "never"])

    check(app.waitFor(#"Delete user 3 "Jürgen Weiß"? [y/N] "#))
    app.type("n\n")
    let result = app.wait()

    checkEqual(result.status, 130)
    check(result.output.contains("Not deleted."))
  }

  @Test func ctrlCTypedAtAPromptEndsTheProgramAndRestoresTheTerminal() throws {
    let app = try TerminalProcess.start(["user", "create", "--sample", "--color", "never"])

    check(app.waitFor("? Name: "))
    app.type("Ada\u{3}")
    let result = app.wait(keepingTerminal: true)
    defer { app.closeTerminal() }

    checkEqual(result.terminatingSignal, SIGINT)
    check(app.hasInitialModes(app.modes))
  }

  @Test func ctrlDOnAnEmptyLineEndsTheInputAndRestoresTheTerminal() throws {
    let app = try TerminalProcess.start(["user", "create", "--sample", "--color", "never"])

    check(app.waitFor("? Name: "))
    app.type("\u{4}")
    let result = app.wait(keepingTerminal: true)
    defer { app.closeTerminal() }

    checkEqual(result.status, 130)
    check(app.hasInitialModes(app.modes))
  }

  @Test(arguments: InteractiveShell.allCases)
  func ctrlZStopsTheAppAtAPromptAndFgAsksAgainWithTheTextTyped(shell: InteractiveShell) throws {
    let app = try TerminalProcess.startUnderInteractiveShell(
      ["user", "create", "--sample"], shell: shell)
    defer { _ = app.wait() }
    check(app.waitFor("? Name: "))
    let job = try #require(app.childPID, "the shell runs no job")

    app.type("Ada\u{1A}")
    check(app.waitUntilStopped(job), "the app is stopped")
    check(app.hasInitialModes(app.modes), "the app gave the terminal its modes back to stop")

    app.type("\r")
    check(app.waitFor("? Name: Ada"), "fg draws the question again with what was typed")
    app.type(" Lovelace\r")
    check(app.waitFor("? Username: "))
    app.type("\u{4}")
  }

  @Test(arguments: [SIGTERM, SIGHUP])
  func aSignalAtAPromptRestoresTheTerminal(signalNumber: Int32) throws {
    let app = try TerminalProcess.start(["user", "create", "--sample", "--color", "never"])
    check(app.waitFor("? Name: "))

    kill(app.pid, signalNumber)
    let result = app.wait(keepingTerminal: true)
    defer { app.closeTerminal() }

    checkEqual(result.terminatingSignal, signalNumber)
    check(app.hasInitialModes(app.modes))
  }
}
