import JavaScriptSemantics
import TestSupport
import Testing

/// The code of the "Getting Started with JavaScriptSemantics" article
/// (`JavaScriptSemantics.docc/GettingStarted.md`), unchanged, with what the article says about it
/// asserted.
@Suite struct GettingStartedTests {
  @Test func matchesAPattern() throws {
    let expression = try JavaScriptRegExp("^(\\w+)-(\\d+)$", ignoringCase: true)
    let units = Array("Post-42".utf16)
    let budget = WorkBudget.unlimited()
    guard case let registers?? = expression.firstMatch(in: units, from: 0, budget: budget) else {
      return
    }
    let groups = Array(registers.prefix(2 * (expression.captureCount + 1)))
    // groups is [0, 7, 0, 4, 5, 7]: the whole text, "Post" and "42"

    checkEqual(groups, [0, 7, 0, 4, 5, 7])
  }

  @Test func boundsTheWorkOfAClientsPattern() throws {
    let requestBudget = WorkBudget(steps: 1_000)
    let hostile = try requestBudget.expression(for: "(a+)+$")
    let text = Array((String(repeating: "a", count: 30) + "b").utf16)
    let outcome = hostile?.firstMatch(in: text, from: 0, budget: requestBudget)
    // outcome is nil; requestBudget.problem is "a _like pattern takes too long to match"

    check(hostile != nil)
    checkEqual(outcome, nil)
    checkEqual(requestBudget.problem, "a _like pattern takes too long to match")
  }

  @Test func lowercasesAsJavaScriptDoes() {
    let lower = JavaScriptCase.lowercased("ΟΔΟΣ")
    // lower ends with "ς", the final sigma, as "ΟΔΟΣ".toLowerCase() does

    checkEqual(lower, "\u{03BF}\u{03B4}\u{03BF}\u{03C2}")
  }
}
