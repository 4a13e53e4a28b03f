import TestSupport
import Testing

/// `check` and `checkEqual` record one issue, where they are called, saying what failed, and
/// none when the condition holds.
@Suite struct CheckTests {
  /// The one issue `body` records, whose comment must be `comment`, at `line` of this file.
  private func expectIssue(
    _ comment: String, line: Int, _ body: () -> Void
  ) {
    withKnownIssue {
      body()
    } matching: { issue in
      issue.comments.map(\.rawValue) == [comment] && issue.sourceLocation?.line == line
        && issue.sourceLocation?.fileName == "CheckTests.swift"
    }
  }

  @Test func checkRecordsAFalseConditionWithItsComment() {
    check(true, "never said")
    expectIssue("Expectation failed", line: #line + 1) {
      check(false)
    }
    expectIssue("Expectation failed\nwhy it matters", line: #line + 1) {
      check(false, "why it matters")
    }
  }

  @Test func checkEqualNamesBothValuesAsWrittenInSwift() {
    checkEqual([1, 2], [1, 2])
    expectIssue("Expectation failed: 1 == 2", line: #line + 1) {
      checkEqual(1, 2)
    }
    expectIssue(#"Expectation failed: "a" == "b""#, line: #line + 1) {
      checkEqual("a", "b")
    }
    expectIssue("Expectation failed: Optional(1) == nil", line: #line + 1) {
      checkEqual(Optional(1), nil)
    }
    expectIssue("Expectation failed: [1] == []\nthe list", line: #line + 1) {
      checkEqual([1], [], "the list")
    }
  }

  @Test func aCommentIsMadeOnlyForAFailure() {
    var made = 0
    func comment() -> Comment {
      made += 1
      return "made"
    }
    check(true, comment())
    checkEqual(1, 1, comment())
    #expect(made == 0)
    expectIssue("Expectation failed\nmade", line: #line + 1) {
      check(false, comment())
    }
    #expect(made == 1)
  }
}
