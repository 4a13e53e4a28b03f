import TestSupport
import Testing

@testable import JavaScriptSemantics

@Suite struct WorkBudgetTests {
  @Test func stopsMatchingOnceTheStepsAreSpent() throws {
    let budget = WorkBudget(steps: 1_000)
    let expression = try #require(try budget.expression(for: "(a+)+$"))
    let text = String(repeating: "a", count: 30) + "b"
    checkEqual(expression.test(text, budget: budget), nil)
    checkEqual(budget.problem, "a _like pattern takes too long to match")
    checkEqual(expression.test("a", budget: budget), nil)
  }

  /// The budget calls its checkpoint every slice of steps, for a scheduler to let other
  /// requests run between slices.
  @Test func callsTheCheckpointAtEverySlice() throws {
    var checkpoints = 0
    let budget = WorkBudget(steps: 10 * WorkBudget.sliceSteps) { checkpoints += 1 }
    check(budget.spend(3 * WorkBudget.sliceSteps + 1))
    checkEqual(checkpoints, 3)
  }
}
