import TestSupport
import Testing

@testable import Features

@Suite struct SendTests {
  @Test func deliversTheAction() async {
    let log = Log<Int>()
    let send = Send<Int> { log.append($0) }

    await send(1)
    await send(2)

    checkEqual(log.entries, [1, 2])
  }

  @Test func dropsActionsSentFromACancelledTask() async {
    let log = Log<Int>()
    let send = Send<Int> { log.append($0) }

    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      await send(1)
    }
    await task.value

    checkEqual(log.entries, [])
  }
}
