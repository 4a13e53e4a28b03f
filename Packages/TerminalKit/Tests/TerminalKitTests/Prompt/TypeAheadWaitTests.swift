import Dependencies
import Foundation
import TestSupport
import Testing

@testable import TerminalKit

/// A wait that a key cuts short (`TypeAhead.wait`), read from a pipe in place of a terminal, on
/// a clock the tests move.
@Suite struct TypeAheadWaitTests {
  let input = Pipe()
  let held = HeldInput()
  let clock = TestClock()

  func type(_ text: String) throws {
    try input.fileHandleForWriting.write(contentsOf: Data(text.utf8))
  }

  func wait(orUntil keys: Set<UInt8> = [UInt8(ascii: "r")]) -> Task<TypeAhead.WaitEnd, Never> {
    Task { [input, clock, held] in
      await TypeAhead.wait(
        for: .seconds(4), on: clock, orUntil: keys,
        reading: input.fileHandleForReading.fileDescriptor, holding: held)
    }
  }

  @Test func aKeyTypedAloneEndsTheWaitBeforeItsTime() async throws {
    let waiting = wait()
    await clock.waitForSleepers()

    try type("r")

    checkEqual(await waiting.value, .key(UInt8(ascii: "r")))
    checkEqual(held.take(), [], "the key that ended the wait is not held")
  }

  @Test func theOtherKeysTypedAreHeldInOrderAndTheWaitLastsItsTime() async throws {
    let waiting = wait()
    await clock.waitForSleepers()

    try type("2j")
    var taken: [UInt8] = []
    try await yieldUntil("the keys to be held") {
      taken += held.take()
      return taken.count == 2
    }
    try type("\u{1B}[r")
    try await yieldUntil("the sequence to be held") {
      taken += held.take()
      return taken.count == 5
    }
    await clock.advance(by: .seconds(4))

    checkEqual(await waiting.value, .elapsed, "a key in a sequence ends nothing")
    checkEqual(String(decoding: taken, as: UTF8.self), "2j\u{1B}[r")
  }

  @Test func whatIsTypedAfterTheWaitIsLeftForTheNextReader() async throws {
    let waiting = wait()
    await clock.waitForSleepers()
    await clock.advance(by: .seconds(4))
    checkEqual(await waiting.value, .elapsed)

    try type("q")
    try input.fileHandleForWriting.close()

    checkEqual(try input.fileHandleForReading.readToEnd(), Data("q".utf8))
    checkEqual(held.take(), [])
  }

  @Test func aCancelledWaitEndsAtOnce() async throws {
    let waiting = wait()
    await clock.waitForSleepers()

    waiting.cancel()

    checkEqual(await waiting.value, .cancelled)
  }

  @Test func theEndOfTheInputLeavesOnlyTheTimeToEndTheWait() async throws {
    let waiting = wait()
    await clock.waitForSleepers()
    try input.fileHandleForWriting.close()
    await Task.yield()

    await clock.advance(by: .seconds(4))

    checkEqual(await waiting.value, .elapsed)
  }

  @Test func withNoInputOnlyTheTimeEndsTheWait() async {
    let waiting = Task { [clock] in
      await TypeAhead.wait(for: .seconds(1), on: clock, orUntil: [0x72], reading: nil)
    }
    await clock.waitForSleepers()
    await clock.advance(by: .seconds(1))

    checkEqual(await waiting.value, .elapsed)
  }
}
