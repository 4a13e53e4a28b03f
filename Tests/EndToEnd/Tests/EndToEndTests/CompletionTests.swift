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

  @Test func theBashScriptParsesAndCompletes() throws {
    let script = try AppProcess.run(["completion", "bash"]).standardOutput
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "bash", "-c",
      script + #"COMP_WORDS=(app --color "" ); COMP_CWORD=2; _app; echo "${COMPREPLY[*]}""#,
    ]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()

    checkEqual(process.terminationStatus, 0)
    checkEqual(String(decoding: data, as: UTF8.self), "auto always never\n")
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
    let script = try AppProcess.run(["completion", "bash"]).standardOutput
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
      [
        "bash", "-c",
        script + #"COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _app; echo "${COMPREPLY[*]}""#,
        "bash",
      ]
      + words
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()

    checkEqual(process.terminationStatus, 0)
    checkEqual(String(decoding: data, as: UTF8.self), expected + "\n")
  }
}
