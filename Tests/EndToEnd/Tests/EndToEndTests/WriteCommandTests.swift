import Foundation
import Testing

@Suite("create, edit and delete", .onWaitingThreads)
struct WriteCommandTests {
  @Test func createsAPostOnTheSampleAPI() throws {
    let result = try AppProcess.run([
      "post", "create", "--user", "1", "--title", "Hello", "--body", "First post", "--sample",
    ])

    #expect(result.status == 0)
    #expect(result.standardOutput.contains("ID       101"))
    #expect(result.standardOutput.contains("First post"))
    #expect(result.standardError.isEmpty)
  }

  @Test func createsAUserAsJSON() throws {
    let result = try AppProcess.run([
      "user", "create", "--name", "Ada Lovelace", "--username", "ada", "--email",
      "ada@engines.example", "--city", "London", "--json", "--sample",
    ])

    #expect(result.status == 0)
    #expect(result.standardOutput.contains(#""id" : 11"#))
    #expect(result.standardOutput.contains(#""city" : "London""#))
  }

  @Test func editsOnlyWhatIsGiven() throws {
    let post = try AppProcess.run(["post", "edit", "7", "--title", "New title", "--sample"])
    let user = try AppProcess.run(["user", "edit", "2", "--email", "r@new.example", "--sample"])

    #expect(post.status == 0)
    #expect(post.standardOutput.contains("Title    New title"))
    #expect(post.standardOutput.contains("ID       7"))
    #expect(user.status == 0)
    #expect(user.standardOutput.contains("r@new.example"))
    #expect(user.standardOutput.contains("Renée Fontaine"), "the other fields are kept")
  }

  @Test func deletesWithYes() throws {
    let post = try AppProcess.run(["post", "delete", "7", "--yes", "--sample"])
    let user = try AppProcess.run(["user", "delete", "2", "--yes", "--sample"])

    #expect(post.status == 0)
    #expect(post.standardOutput == "Deleted post 7.\n")
    #expect(user.status == 0)
    #expect(user.standardOutput == "Deleted user 2.\n")
  }

  @Test func deleteWithoutYesRefusesWhenInputIsNotATerminal() throws {
    let result = try AppProcess.run(["post", "delete", "7", "--sample"])

    #expect(result.status == 64)
    #expect(result.standardOutput.isEmpty)
    #expect(result.errorLines.first?.contains("pass --yes") == true)
  }

  @Test func readsTheBodyFromStandardInput() throws {
    let result = try AppProcess.run(
      ["post", "create", "--user", "1", "--title", "Piped", "--body", "-", "--json", "--sample"],
      input: "from a file\nsecond line\n")

    #expect(result.status == 0)
    #expect(result.standardOutput.contains(#""body" : "from a file\nsecond line""#))
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

    #expect(result.status == 65)
    #expect(result.errorLines == problems.map { "app: \($0)"[...] })
    #expect(result.standardOutput.isEmpty)
    #expect(server.receivedRequests.isEmpty, "nothing was sent")
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

    #expect(result.status == 65)
    #expect(
      result.errorLines == [
        #"app: name: "is reserved""#, #"app: email: "is invalid", "is taken""#,
      ])
    #expect(server.receivedRequests.map { "\($0.method) \($0.path)" } == ["POST /users"])
  }

  @Test func promptsForEachFieldOnATerminal() throws {
    let app = try TerminalProcess.start(["post", "create", "--sample", "--color", "never"])

    for (prompt, answer) in [("? User ID: ", "1"), ("? Title: ", "Typed"), ("? Body: ", "Hi")] {
      #expect(app.waitFor(prompt), "asked \(prompt)")
      app.type(answer + "\n")
    }
    let result = app.wait()

    #expect(result.status == 0)
    #expect(result.output.contains("ID       101"))
    #expect(result.output.contains("Title    Typed"))
  }

  @Test func editPromptsShowTheCurrentValues() throws {
    let app = try TerminalProcess.start(["post", "edit", "7", "--sample", "--color", "never"])

    #expect(app.waitFor("? Title: Ramen notes from 東京 🍜"))
    app.type("\n")
    #expect(app.waitFor("? Body: "))
    app.type("\u{15}Shorter body\n")
    let result = app.wait()

    #expect(result.status == 0)
    #expect(result.output.contains("Title    Ramen notes from 東京 🍜"))
    #expect(result.output.contains("Body     Shorter body"))
  }

  @Test func deleteAsksForConfirmationOnATerminal() throws {
    let app = try TerminalProcess.start(["post", "delete", "7", "--sample", "--color", "never"])

    #expect(app.waitFor(#"Delete post 7 "Ramen notes from 東京 🍜"? [y/N] "#))
    app.type("y\n")
    let result = app.wait()

    #expect(result.status == 0)
    #expect(result.output.contains("Deleted post 7."))
  }

  @Test func endOfInputAtAPromptCancels() throws {
    let app = try TerminalProcess.start(["user", "create", "--sample", "--color", "never"])

    #expect(app.waitFor("? Name: "))
    app.type("\u{4}")
    let result = app.wait()

    #expect(result.status == 130)
    #expect(!result.output.contains("ID "))
  }

  @Test func ctrlCAtAnEditPromptAfterLoadingEndsTheProgram() throws {
    let app = try TerminalProcess.start(["post", "edit", "7", "--sample", "--color", "never"])

    #expect(app.waitFor("? Title: "))
    app.interrupt()
    let result = app.wait(keepingTerminal: true)
    defer { app.closeTerminal() }

    #expect(result.terminatingSignal == SIGINT, "ended by Ctrl-C, as a shell reports with 130")
    #expect(!result.output.contains("ID "))
    #expect(app.hasInitialModes(app.modes), "the terminal's modes are restored")
  }

  @Test func answersTypedForAFailedSaveAreGivenBackAsACommandLine() throws {
    let server = try LoopbackServer { _, _ in .http(503, body: #"{"error": "down"}"#) }
    defer { server.stop() }
    let app = try TerminalProcess.start([
      "post", "create", "--base-url", server.baseURL, "--color", "never",
    ])

    for (prompt, answer) in [("? User ID: ", "1"), ("? Title: ", "It's typed"), ("? Body: ", "Hi")]
    {
      #expect(app.waitFor(prompt), "asked \(prompt)")
      app.type(answer + "\n")
    }
    let result = app.wait()

    #expect(result.status == 76)
    #expect(
      result.output.contains(
        "app: to try again: app post create --base-url \(server.baseURL) --color never "
          + #"--user 1 --title 'It'\''s typed' --body Hi"#))
  }
}
