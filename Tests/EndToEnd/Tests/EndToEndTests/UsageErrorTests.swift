import TestSupport
import Testing

@Suite("bad command lines", .onWaitingThreads)
struct UsageErrorTests {
  @Test(
    arguments: [
      (["post", "abc"], "'abc'", "usage: app post <id> [options]"),
      (["post", "0"], "'0'", "usage: app post <id> [options]"),
      (["post", "-3"], "'-3'", "usage: app post <id> [options]"),
      (["post", "1.5"], "'1.5'", "usage: app post <id> [options]"),
      (["post"], "<id>", "usage: app post <id> [options]"),
      (["post", "1", "2"], "'2'", "usage: app post <id> [options]"),
      (["pots"], "'pots' (did you mean 'posts'?)", "usage: app <command> [options]"),
      (["frobnicate"], "'frobnicate'", "usage: app <command> [options]"),
      (["posts", "--jsno"], "'--jsno' (did you mean '--json'?)", "usage: app posts [options]"),
      (["posts", "--serch", "x"], "did you mean '--search'?", "usage: app posts [options]"),
      (["posts", "--latency", "fast", "--sample"], "'fast'", "usage: app posts [options]"),
      (["posts", "--latency", "300ms"], "'--latency'", "usage: app posts [options]"),
      (
        ["posts", "--base-url", "ftp://example.com"], "'ftp://example.com'",
        "usage: app posts [options]"
      ),
      (["posts", "--base-url"], "'--base-url'", "usage: app posts [options]"),
      (["posts", "--json=yes"], "'--json'", "usage: app posts [options]"),
      (["posts", "--color", "rainbow"], "'rainbow'", "usage: app posts [options]"),
      (["posts", "--color=nevr"], "did you mean 'never'?", "usage: app posts [options]"),
      (["--color", "rainbow"], "auto, always or never", "usage: app <command> [options]"),
      (["posts", "--no-pagr"], "(did you mean '--no-pager'?)", "usage: app posts [options]"),
      (["posts", "--timeout", "0s"], "must be more than zero", "usage: app posts [options]"),
      (["--timeout", "0", "users"], "must be more than zero", "usage: app users [options]"),
      (
        ["completion", "tcsh"], "'tcsh' (expected bash, zsh or fish)",
        "usage: app completion <shell> [options]"
      ),
      (["completion", "bsh"], "did you mean 'bash'?", "usage: app completion <shell> [options]"),
      (["completion"], "<shell>", "usage: app completion <shell> [options]"),
    ]
  )
  func printsOneLineNamingTheWordAndTheUsage(
    arguments: [String], word: String, usage: String
  ) throws {
    let result = try AppProcess.run(arguments)

    checkEqual(result.status, 64)
    check(result.standardOutput.isEmpty)
    checkEqual(result.errorLines.count, 2)
    let message = try #require(result.errorLines.first)
    check(message.hasPrefix("app: "))
    check(message.contains(word))
    checkEqual(result.errorLines.last, usage[...])
  }

  @Test func theErrorIsColouredOnlyWhenAsked() throws {
    let plain = try AppProcess.run(["pots"])
    let coloured = try AppProcess.run(["pots", "--color", "always"])

    checkEqual(plain.errorLines.first?.hasPrefix("app: "), true)
    checkEqual(coloured.errorLines.first?.hasPrefix("\u{1B}[31mapp:\u{1B}[0m "), true)
    checkEqual(coloured.status, 64)
  }

  @Test func anInvalidBaseURLFromTheEnvironmentIsAUsageError() throws {
    let result = try AppProcess.run(["posts"], environment: ["APP_BASE_URL": "not a url"])

    checkEqual(result.status, 64)
    checkEqual(result.errorLines.first?.contains("APP_BASE_URL"), true)
  }
}
