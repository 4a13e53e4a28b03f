import Foundation
import TestSupport
import Testing

@Suite("create, edit and delete", .onWaitingThreads)
struct WriteCommandTests {
  @Test func createsAPostOnTheSampleAPI() throws {
    let result = try AppProcess.run([
      "post", "create", "--user", "1", "--title", "Hello", "--body", "First post", "--sample",
    ])

    checkEqual(result.status, 0)
    check(result.standardOutput.contains("ID       101"))
    check(result.standardOutput.contains("First post"))
    check(result.standardError.isEmpty)
  }

  @Test func createsAUserAsJSON() throws {
    let result = try AppProcess.run([
      "user", "create", "--name", "Ada Lovelace", "--username", "ada", "--email",
      "ada@engines.example", "--city", "London", "--json", "--sample",
    ])

    checkEqual(result.status, 0)
    check(result.standardOutput.contains(#""id" : 11"#))
    check(result.standardOutput.contains(#""city" : "London""#))
  }

  @Test func editsOnlyWhatIsGiven() throws {
    let post = try AppProcess.run(["post", "edit", "7", "--title", "New title", "--sample"])
    let user = try AppProcess.run(["user", "edit", "2", "--email", "r@new.example", "--sample"])

    checkEqual(post.status, 0)
    check(post.standardOutput.contains("Title    New title"))
    check(post.standardOutput.contains("ID       7"))
    checkEqual(user.status, 0)
    check(user.standardOutput.contains("r@new.example"))
    check(user.standardOutput.contains("Renée Fontaine"), "the other fields are kept")
  }

  @Test func deletesWithYes() throws {
    let post = try AppProcess.run(["post", "delete", "7", "--yes", "--sample"])
    let user = try AppProcess.run(["user", "delete", "2", "--yes", "--sample"])

    checkEqual(post.status, 0)
    checkEqual(post.standardOutput, "Deleted post 7.\n")
    checkEqual(user.status, 0)
    checkEqual(user.standardOutput, "Deleted user 2.\n")
  }

  @Test func deleteWithoutYesRefusesWhenInputIsNotATerminal() throws {
    let result = try AppProcess.run(["post", "delete", "7", "--sample"])

    checkEqual(result.status, 64)
    check(result.standardOutput.isEmpty)
    checkEqual(result.errorLines.first?.contains("pass --yes"), true)
  }

  @Test func readsTheBodyFromStandardInput() throws {
    let result = try AppProcess.run(
      ["post", "create", "--user", "1", "--title", "Piped", "--body", "-", "--json", "--sample"],
      input: "from a file\nsecond line\n")

    checkEqual(result.status, 0)
    check(result.standardOutput.contains(#""body" : "from a file\nsecond line""#))
  }

  @Test(arguments: [
    (
      ["user", "create"],
      ["name: can't be blank", "username: can't be blank", "email: can't be blank"]
    ),
    (
      ["user", "create", "--name", " ", "--username", "ada", "--email", "ada@nodot"],
      ["name: can't be blank", "email: is not a valid address"]
    ),
    (["user", "edit", "2", "--email", "two@@example.org"], ["email: is not a valid address"]),
    (
      ["post", "create", "--user", "x", "--title", "", "--body", "\t"],
      ["userId: must be a positive whole number", "title: can't be blank", "body: can't be blank"]
    ),
    (["post", "edit", "7", "--title", "  "], ["title: can't be blank"]),
  ])
  func invalidFieldsSendNothing(arguments: [String], problems: [String]) throws {
    let server = try LoopbackServer { _ in LoopbackServer.Response(status: 500, body: "{}") }
    defer { server.stop() }

    let result = try AppProcess.run(arguments + ["--base-url", server.baseURL])

    checkEqual(result.status, 65)
    checkEqual(result.errorLines, problems.map { "app: \($0)"[...] })
    check(result.standardOutput.isEmpty)
    check(server.receivedRequests.isEmpty, "nothing was sent")
  }

  @Test func showsTheServersFieldErrors() throws {
    let server = try LoopbackServer { _ in
      LoopbackServer.Response(
        status: 422,
        body: #"{"errors": {"email": ["is invalid", "is taken"], "name": ["is reserved"]}}"#)
    }
    defer { server.stop() }

    let result = try AppProcess.run([
      "user", "create", "--name", "Root", "--username", "root", "--email", "root@x.example",
      "--base-url", server.baseURL,
    ])

    checkEqual(result.status, 65)
    checkEqual(
      result.errorLines,
      [
        #"app: name: "is reserved""#, #"app: email: "is invalid", "is taken""#,
      ])
    checkEqual(server.receivedRequests.map { "\($0.method) \($0.path)" }, ["POST /users"])
  }

  @Test func promptsForEachFieldOnATerminal() throws {
    let app = try TerminalProcess.start(["post", "create", "--sample", "--color", "never"])

    for (prompt, answer) in [("? User ID: ", "1"), ("? Title: ", "Typed"), ("? Body: ", "Hi")] {
      check(app.waitFor(prompt), "asked \(prompt)")
      app.type(answer + "\n")
    }
    let result = app.wait()

    checkEqual(result.status, 0)
    check(result.output.contains("ID       101"))
    check(result.output.contains("Title    Typed"))
  }

  @Test func editPromptsShowTheCurrentValues() throws {
    let app = try TerminalProcess.start(["post", "edit", "7", "--sample", "--color", "never"])

    check(app.waitFor("? Title: Ramen notes from 東京 🍜"))
    app.type("\n")
    check(app.waitFor("? Body: "))
    app.type("\u{15}Shorter body\n")
    let result = app.wait()

    checkEqual(result.status, 0)
    check(result.output.contains("Title    Ramen notes from 東京 🍜"))
    check(result.output.contains("Body     Shorter body"))
  }

  @Test func deleteAsksForConfirmationOnATerminal() throws {
    let app = try TerminalProcess.start(["post", "delete", "7", "--sample", "--color", "never"])

    check(app.waitFor(#"Delete post 7 "Ramen notes from 東京 🍜"? [y/N] "#))
    app.type("y\n")
    let result = app.wait()

    checkEqual(result.status, 0)
    check(result.output.contains("Deleted post 7."))
  }

  @Test func endOfInputAtAPromptCancels() throws {
    let app = try TerminalProcess.start(["user", "create", "--sample", "--color", "never"])

    check(app.waitFor("? Name: "))
    app.type("\u{4}")
    let result = app.wait()

    checkEqual(result.status, 130)
    check(!result.output.contains("ID "))
  }

  @Test func ctrlCAtAnEditPromptAfterLoadingEndsTheProgram() throws {
    let app = try TerminalProcess.start(["post", "edit", "7", "--sample", "--color", "never"])

    check(app.waitFor("? Title: "))
    app.interrupt()
    let result = app.wait(keepingTerminal: true)
    defer { app.closeTerminal() }

    checkEqual(result.terminatingSignal, SIGINT, "ended by Ctrl-C, as a shell reports with 130")
    check(!result.output.contains("ID "))
    check(app.hasInitialModes(app.modes), "the terminal's modes are restored")
  }

  @Test func answersTypedForAFailedSaveAreGivenBackAsACommandLine() throws {
    let server = try LoopbackServer { _, _ in .http(503, body: #"{"error": "down"}"#) }
    defer { server.stop() }
    let app = try TerminalProcess.start([
      "post", "create", "--base-url", server.baseURL, "--color", "never",
    ])

    for (prompt, answer) in [("? User ID: ", "1"), ("? Title: ", "It's typed"), ("? Body: ", "Hi")]
    {
      check(app.waitFor(prompt), "asked \(prompt)")
      app.type(answer + "\n")
    }
    let result = app.wait()

    checkEqual(result.status, 76)
    check(
      result.output.contains(
        "app: to try again: app post create --base-url \(server.baseURL) --color never "
          + #"--user 1 --title 'It'\''s typed' --body Hi"#))
  }
}
