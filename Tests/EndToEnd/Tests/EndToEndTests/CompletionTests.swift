import Foundation
import TestSupport
import Testing

@Suite("app completion <shell>", .onWaitingThreads)
struct CompletionTests {
  @Test(arguments: ["bash", "zsh", "fish"])
  func printsAScriptNamingEveryCommandAndOption(shell: String) throws {
    let result = try AppProcess.run(["completion", shell])

    checkEqual(result.status, 0)
    check(result.standardError.isEmpty)
    for word in ["posts", "post", "completion", "help", "base-url", "color", "no-pager"] {
      check(result.standardOutput.contains(word), "\(word)")
    }
    check(result.standardOutput.contains("auto always never"))
    check(result.standardOutput.contains("bash zsh fish"))
  }

  /// What bash's script offers for the last of `words`, the program's name first, as bash runs
  /// it on Tab, with a cache folder of its own: the script's status, and the candidates on one
  /// line.
  func bashCompletion(_ words: [String]) throws -> (status: Int32, line: String) {
    let script = try AppProcess.run(["completion", "bash"]).standardOutput
    let cacheHome = ScratchCacheHome()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
      [
        "bash", "-c",
        script + #"COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _app; echo "${COMPREPLY[*]}""#,
        "bash",
      ]
      + words
    var environment = ProcessInfo.processInfo.environment
    environment["APP_BASE_URL"] = nil
    process.environment = cacheHome.environment(environment, overrides: [:])
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  @Test func theBashScriptParsesAndCompletes() throws {
    let (status, line) = try bashCompletion(["app", "--color", ""])

    checkEqual(status, 0)
    checkEqual(line, "auto always never\n")
  }

  @Test(
    arguments: [
      (["app", "user", ""], "create edit delete"),
      (["app", "user", "cr"], "create"),
      (["app", "user", "create", "--na"], "--name"),
      (["app", "post", "edit", "7", "--tit"], "--title"),
      (["app", "post", "delete", "--color", ""], "auto always never"),
      (["app", "browse", "--no-m"], "--no-mouse"),
    ]
  )
  func theBashScriptCompletesSubcommands(words: [String], expected: String) throws {
    let (status, line) = try bashCompletion(words)

    checkEqual(status, 0)
    checkEqual(line, expected + "\n")
  }

  /// The collections of an API that answers no `/db` and links them at its root, as Django REST
  /// framework's router does: the bash script asks the program, which finds them as `browse`
  /// does, their final `/` kept.
  @Test func theBashScriptCompletesTheCollectionsARouterRootLinks() throws {
    let server = try LoopbackServer { request, _ in
      request.path == "/api"
        ? .http(200, body: #"{"books": "/api/books/", "authors": "/api/authors/"}"#)
        : .http(404, body: #"{"detail": "Not found."}"#)
    }

    let (status, line) = try bashCompletion([
      AppProcess.binary.path, "create", "--base-url", server.baseURL + "/api", "",
    ])

    checkEqual(status, 0)
    checkEqual(line, "books/ authors/\n")
    checkEqual(Set(server.receivedPaths), ["/api/db", "/api", "/api.json"])
  }
}
