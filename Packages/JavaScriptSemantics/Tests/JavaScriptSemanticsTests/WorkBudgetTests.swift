import Testing

@testable import JavaScriptSemantics

@Suite struct WorkBudgetTests {
  @Test func stopsMatchingOnceTheStepsAreSpent() throws {
    let budget = WorkBudget(steps: 1_000)
    let expression = try #require(try budget.expression(for: "(a+)+$"))
    let text = String(repeating: "a", count: 30) + "b"
    #expect(expression.test(text, budget: budget) == nil)
    #expect(budget.problem == "a _like pattern takes too long to match")
    #expect(expression.test("a", budget: budget) == nil)
  }

  /// The budget calls its checkpoint every slice of steps, for a scheduler to let other
  /// requests run between slices.
  @Test func callsTheCheckpointAtEverySlice() throws {
    var checkpoints = 0
    let budget = WorkBudget(steps: 10 * WorkBudget.sliceSteps) { checkpoints += 1 }
    #expect(budget.spend(3 * WorkBudget.sliceSteps + 1))
    #expect(checkpoints == 3)
  }
}
