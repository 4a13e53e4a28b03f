import Foundation
import TestSupport
import Testing

@testable import TerminalKit

@Suite struct ClipboardCopyTests {
  @Test func theTextTravelsAsBase64BetweenOSC52AndBEL() {
    checkEqual(ClipboardCopy.sequence(copying: "7"), "\u{1B}]52;c;Nw==\u{07}")
    checkEqual(ClipboardCopy.sequence(copying: ""), "\u{1B}]52;c;\u{07}")
  }

  @Test func controlsAndWideTextAreCarriedInert() throws {
    let text = "東京 🍜\n\u{1B}]52;c;evil\u{07}"
    let sequence = try #require(ClipboardCopy.sequence(copying: text))
    let payload = sequence.dropFirst("\u{1B}]52;c;".count).dropLast()
    check(!payload.contains("\u{1B}") && !payload.contains("\u{07}"))
    let decoded = try #require(Data(base64Encoded: String(payload)))
    checkEqual(String(decoding: decoded, as: UTF8.self), text)
  }

  @Test func aTextOverTheLimitIsNotMadeIntoASequence() throws {
    let most = String(repeating: "a", count: ClipboardCopy.maximumBytes)
    let sequence = try #require(ClipboardCopy.sequence(copying: most))
    checkEqual(sequence.utf8.count, "\u{1B}]52;c;\u{07}".utf8.count + 100_000)
    checkEqual(ClipboardCopy.sequence(copying: most + "a"), nil)
    // The limit counts bytes, not characters.
    let wide = String(repeating: "é", count: ClipboardCopy.maximumBytes / 2 + 1)
    checkEqual(ClipboardCopy.sequence(copying: wide), nil)
  }
}
