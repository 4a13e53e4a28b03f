import TestSupport
import Testing

@testable import FeaturesTesting

@Suite struct StateDifferenceTests {
  struct Sample: Equatable {
    var title = "Hello"
    var count = 1
    var tags = ["a", "b"]
  }

  @Test func showsOnlyTheLinesThatDiffer() {
    let difference = StateDifference(expected: Sample(), actual: Sample(count: 2))

    let lines = difference.description.split(separator: "\n")

    checkEqual(lines.count, 3)
    checkEqual(lines.dropFirst().first?.hasPrefix("− "), true)
    checkEqual(lines.dropFirst().first?.hasSuffix("count: 1"), true)
    checkEqual(lines.last?.hasPrefix("+ "), true)
    checkEqual(lines.last?.hasSuffix("count: 2"), true)
  }

  @Test func showsAddedLinesAlone() {
    let difference = StateDifference(expected: Sample(), actual: Sample(tags: ["a", "b", "c"]))

    let changed = difference.description.split(separator: "\n").dropFirst()

    check(changed.allSatisfy { $0.hasPrefix("+ ") || $0.hasPrefix("− ") })
    check(changed.contains { $0.hasPrefix("+ ") && $0.hasSuffix("\"c\"") })
    check(!changed.contains { $0.hasSuffix("\"a\"") }, "unchanged lines are left out")
  }
}
