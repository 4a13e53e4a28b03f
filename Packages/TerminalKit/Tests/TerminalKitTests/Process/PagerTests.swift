import TerminalKit
import TestSupport
import Testing

@Suite struct PagerTests {
  @Test func pagesATerminalThroughLessByDefault() throws {
    let pager = try #require(
      Pager(environment: ["HOME": "/home/a"], outputIsTerminal: true, isEnabled: true))

    checkEqual(pager.command, "less -FRX")
    checkEqual(pager.environment, ["HOME": "/home/a", "LESS": "FRX", "LV": "-c"])
  }

  @Test func keepsTheUsersLessAndLVSettings() throws {
    let pager = try #require(
      Pager(environment: ["LESS": "-R", "LV": "-x"], outputIsTerminal: true, isEnabled: true))

    checkEqual(pager.environment["LESS"], "-R")
    checkEqual(pager.environment["LV"], "-x")
  }

  @Test func takesThePagerFromAppPagerThenPager() throws {
    let fromPager = try #require(
      Pager(environment: ["PAGER": "more"], outputIsTerminal: true, isEnabled: true))
    let fromAppPager = try #require(
      Pager(
        environment: ["PAGER": "more", "APP_PAGER": "most -s"], outputIsTerminal: true,
        isEnabled: true))

    checkEqual(fromPager.command, "more")
    checkEqual(fromAppPager.command, "most -s")
  }

  @Test(
    arguments: [
      ([:], false, true),
      ([:], true, false),
      (["PAGER": ""], true, true),
      (["PAGER": "  "], true, true),
      (["PAGER": "cat"], true, true),
      (["APP_PAGER": "cat", "PAGER": "less"], true, true),
      (["APP_PAGER": "", "PAGER": "less"], true, true),
    ]
  )
  func printsDirectly(environment: [String: String], outputIsTerminal: Bool, isEnabled: Bool) {
    checkEqual(
      Pager(environment: environment, outputIsTerminal: outputIsTerminal, isEnabled: isEnabled), nil
    )
  }

  @Test(
    arguments: [
      ("a\nb\n", 3, false),
      ("a\nb\nc\n", 3, true),
      ("a\nb", 3, false),
      ("a\nb\nc", 3, true),
      ("a\n", 2, false),
      ("a\n", 1, true),
      ("a\n", nil, true),
      ("a\n", 0, true),
    ]
  )
  func aTextIsLongWhenItNeedsEveryRowOrMore(text: String, rows: Int?, isLong: Bool) {
    checkEqual(Pager.isLong(text, rows: rows), isLong)
  }
}
