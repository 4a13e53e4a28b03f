import Testing

@testable import Dependencies

@Suite struct LockedTests {
  @Test func withLockReadsAndWritesTheValue() {
    let locked = Locked([1])

    let count = locked.withLock { value in
      value.append(2)
      return value.count
    }

    #expect(count == 2)
    #expect(locked.withLock { $0 } == [1, 2])
  }

  @Test func concurrentWritersAreSerialized() async {
    let total = Locked(0)

    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<100 {
        group.addTask {
          for _ in 0..<100 {
            total.withLock { $0 += 1 }
          }
        }
      }
    }

    #expect(total.withLock { $0 } == 10_000)
  }

  @Test func anErrorLeavesTheLockUsable() {
    struct Failure: Error {}
    let locked = Locked(0)

    #expect(throws: Failure.self) {
      try locked.withLock { value in
        value = 1
        throw Failure()
      }
    }

    #expect(locked.withLock { $0 } == 1)
  }
}
