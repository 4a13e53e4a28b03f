import TestSupport
import Testing

@testable import HTTPClientLive

@Suite struct FirstOccurrenceTests {
  @Test func onlyTheFirstCallIsFirst() {
    let occurrence = FirstOccurrence()

    check(occurrence.isFirst())
    check(!occurrence.isFirst())
    check(!occurrence.isFirst())
  }

  @Test func onlyOneOfManyConcurrentCallsIsFirst() async {
    let occurrence = FirstOccurrence()

    let firsts = await withTaskGroup(of: Bool.self) { group in
      for _ in 0..<64 { group.addTask { occurrence.isFirst() } }
      return await group.reduce(0) { $0 + ($1 ? 1 : 0) }
    }

    checkEqual(firsts, 1)
  }
}
