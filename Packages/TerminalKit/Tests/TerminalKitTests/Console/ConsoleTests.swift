import TerminalKit
import TestSupport
import Testing

@Suite struct ConsoleTests {
  @Test func alwaysAndNeverOverrideBothStreams() {
    let recorder = ConsoleRecorder()
    var console = recorder.console()
    console.outputUsesColor = true
    console.errorUsesColor = false

    let always = console.coloring(.always)
    let never = console.coloring(.never)
    let auto = console.coloring(.auto)

    check(always.outputUsesColor && always.errorUsesColor)
    check(!never.outputUsesColor && !never.errorUsesColor)
    check(auto.outputUsesColor && !auto.errorUsesColor)
  }

  @Test func reportsAnErrorAsOneLineNamingTheProgram() {
    let recorder = ConsoleRecorder()

    recorder.console().reportError("post 9 not found")

    checkEqual(recorder.error, "app: post 9 not found\n")
  }

  @Test func stylesTheProgramNameWhenStandardErrorIsColoured() {
    let recorder = ConsoleRecorder()

    recorder.console(usesColor: true).reportError("post 9 not found")

    checkEqual(recorder.error, "\u{1B}[31mapp:\u{1B}[0m post 9 not found\n")
  }

  @Test(
    arguments: [
      ("bad\napp: post 1 deleted", "app: bad^Japp: post 1 deleted\n"),
      ("bad\r\napp: forged", "app: bad^M^Japp: forged\n"),
      ("a\u{0B}b\u{0C}c\u{85}d\u{2028}e\u{2029}f", "app: a^Kb^Lc\u{FFFD}d\u{FFFD}e\u{FFFD}f\n"),
      ("tab\there \u{1B}[2J", "app: tab here ^[[2J\n"),
    ]
  )
  func keepsAnErrorOnOneInertLine(message: String, expected: String) {
    let recorder = ConsoleRecorder()

    recorder.console().reportError(message)

    checkEqual(recorder.error, expected)
    checkEqual(recorder.error.split(whereSeparator: \.isNewline).count, 1)
  }
}
