import TestSupport
import Testing

@Suite("help and version", .onWaitingThreads)
struct HelpTests {
  @Test func programHelpListsCommandsOptionsAndExitCodes() throws {
    let result = try AppProcess.run(["--help"])

    checkEqual(result.status, 0)
    check(result.standardError.isEmpty)
    for word in [
      "posts", "post <id>", "--base-url", "--sample", "--latency", "--json", "--version",
      "--color WHEN", "--no-pager", "completion <shell>", "NO_COLOR", "PAGER",
    ] {
      check(result.standardOutput.contains(word))
    }
    for code in ["0", "1", "64", "65", "69", "75", "76", "130"] {
      check(result.standardOutput.contains("\n  \(code) "), "exit code \(code) is documented")
    }
  }

  @Test(arguments: [
    ["post", "--help"], ["help", "post"], ["post", "-h"], ["post", "--help", "--color=x"],
  ])
  func commandHelpShowsItsUsage(arguments: [String]) throws {
    let result = try AppProcess.run(arguments)

    checkEqual(result.status, 0)
    check(result.standardOutput.contains("usage: app post <id> [options]"))
  }

  @Test(arguments: [["help", "post"], ["post", "--help"], ["help", "user"]])
  func commandHelpListsItsSubcommands(arguments: [String]) throws {
    let result = try AppProcess.run(arguments)
    let noun = arguments.contains("user") ? "user" : "post"

    checkEqual(result.status, 0)
    let lines = result.standardOutput.split(separator: "\n").map {
      $0.trimmingPrefix(" ").split(separator: " ").prefix(2).joined(separator: " ")
    }
    for subcommand in ["create", "edit", "delete"] {
      check(lines.contains("\(noun) \(subcommand)"), "\(noun) \(subcommand)")
    }
  }

  @Test(arguments: [
    (["post", "creat"], "app: unknown command 'post creat' (did you mean 'create'?)"),
    (["user", "edt", "2"], "app: unknown command 'user edt' (did you mean 'edit'?)"),
    (["help", "post", "delet"], "app: unknown command 'post delet' (did you mean 'delete'?)"),
  ])
  func aMistypedSubcommandSuggestsTheNearestOne(arguments: [String], message: String) throws {
    let result = try AppProcess.run(arguments + ["--sample"])

    checkEqual(result.status, 64)
    check(result.standardOutput.isEmpty)
    checkEqual(result.errorLines.first.map(String.init), message)
  }

  @Test func completionHelpShowsTheShellsAndExamples() throws {
    let result = try AppProcess.run(["help", "completion"])

    checkEqual(result.status, 0)
    check(result.standardOutput.contains("usage: app completion <shell> [options]"))
    check(result.standardOutput.contains("bash, zsh or fish"))
    check(result.standardOutput.contains("app completion zsh"))
  }

  @Test(arguments: [["help", "browse"], ["browse", "--help"]])
  func browseHelpListsItsKeysAndNotTheOptionItRefuses(arguments: [String]) throws {
    let help = try AppProcess.run(arguments)
    let refused = try AppProcess.run(["browse", "--sample", "--json"])

    checkEqual(help.status, 0)
    let lines = help.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
    let keys = try #require(lines.firstIndex(of: "Keys:"))
    // The keys of every screen, then those of each screen, each section under its heading.
    let keyRows = lines[(keys + 1)...]
      .prefix { $0.hasPrefix("  ") || $0.isEmpty || $0.hasPrefix("Keys on ") }
      .filter { $0.hasPrefix("  ") }.map { $0.dropFirst(2) }
    for key in [
      "Tab, Shift-Tab, 1–9 ", "Ctrl-D Ctrl-U ", "PgDn PgUp ", "/ ", ": ", "o ", "m ", "x ", "r ",
      "u ",
      "?, Ctrl-G ",
      "q, Ctrl-C ",
    ] {
      check(keyRows.contains { $0.hasPrefix(key) }, "the key table lists \(key)")
    }
    check(help.standardOutput.contains("albums, photos and to-dos"))
    check(!help.standardOutput.contains("--json"))
    check(help.standardOutput.contains("--offline"))
    checkEqual(refused.status, 64)
    checkEqual(refused.errorLines.first, "app: option '--json' does not apply to 'browse'")
  }

  @Test func noCommandShowsTheProgramHelp() throws {
    let result = try AppProcess.run([])

    checkEqual(result.status, 0)
    check(result.standardOutput.contains("Commands:"))
  }

  @Test func versionPrintsNameAndVersion() throws {
    let result = try AppProcess.run(["--version"])

    checkEqual(result.status, 0)
    check(result.standardOutput.hasPrefix("app "))
    checkEqual(result.standardOutput.split(separator: "\n").count, 1)
  }
}
