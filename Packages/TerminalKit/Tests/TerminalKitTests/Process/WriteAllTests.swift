import Foundation
import TerminalKit
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct WriteAllTests {
  @Test func waitsForAFullNonBlockingPipeInsteadOfFailing() async throws {
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    let (readEnd, writeEnd) = (ends[0], ends[1])
    defer { close(readEnd) }
    try #require(fcntl(writeEnd, F_SETFL, fcntl(writeEnd, F_GETFL) | O_NONBLOCK) == 0)
    let text = String(repeating: "x", count: 1 << 20)

    let reader = Task.detached { () -> Int in
      var total = 0
      var buffer = [UInt8](repeating: 0, count: 65_536)
      while true {
        let count = read(readEnd, &buffer, buffer.count)
        guard count > 0 else { return total }
        total += count
      }
    }
    let failure = writeAll(text, to: writeEnd)
    close(writeEnd)

    checkEqual(failure, nil)
    await checkEqual(reader.value, 1 << 20)
  }
}
