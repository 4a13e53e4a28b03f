import TestSupport
import Testing

@testable import TerminalKit

@Suite struct DisplayWidthTests {
  @Test(arguments: [
    ("", 0),
    ("hello", 5),
    ("café", 4),
    ("cafe\u{301}", 4),
    ("東京", 4),
    ("日本語 text", 11),
    ("한국어", 6),
    ("ｆｕｌｌ", 8),
    ("👩‍💻", 2),
    ("👨‍👩‍👧‍👦", 2),
    ("🇯🇵", 2),
    ("🇯🇵🇫🇷", 4),
    ("👍", 2),
    ("👍🏽", 2),
    ("❤️", 2),
    ("❤\u{FE0E}", 1),
    ("1️⃣", 2),
    ("z\u{35B}\u{33C}a\u{316}", 2),
    ("…", 1),
  ])
  func widthOfText(_ text: String, _ width: Int) {
    checkEqual(text.displayWidth, width)
  }

  @Test func precomposedAndDecomposedAccentsAreOneCell() {
    checkEqual(Character("\u{E9}").displayWidth, 1)
    checkEqual(Character("e\u{301}").displayWidth, 1)
  }

  @Test func substringsAreMeasuredToo() {
    checkEqual("ab東京cd".dropFirst(2).prefix(2).displayWidth, 4)
  }

  @Test func textThatFitsIsNotTruncated() {
    checkEqual("東京".truncated(toDisplayWidth: 4), "東京")
    checkEqual("abc".truncated(toDisplayWidth: 10), "abc")
  }

  @Test func truncationEndsWithAnEllipsisWithinTheWidth() {
    checkEqual("hello world".truncated(toDisplayWidth: 8), "hello w…")
    checkEqual("hello".truncated(toDisplayWidth: 1), "…")
    checkEqual("hello".truncated(toDisplayWidth: 0), "")
    checkEqual("hello".truncated(toDisplayWidth: -3), "")
  }

  @Test func truncationLeavesOutAWideCharacterThatWouldStraddleTheLimit() {
    checkEqual("東京都".truncated(toDisplayWidth: 5), "東京…")
    checkEqual("東京都".truncated(toDisplayWidth: 4), "東…")
  }

  @Test(arguments: [
    "cafe\u{301}cafe\u{301}cafe\u{301}",
    "👩‍💻👩‍💻👩‍💻👩‍💻",
    "🇯🇵🇫🇷🇩🇪🇮🇹",
    "東京と大阪と京都",
    "z\u{35B}\u{33C}a\u{316}l\u{32A}g\u{31D}o\u{300}",
    "a👍🏽b❤️c1️⃣d",
  ])
  func truncationNeverExceedsTheWidthNorSplitsACluster(_ text: String) {
    let clusters = Array(text)
    for width in 0...text.displayWidth + 1 {
      let truncated = text.truncated(toDisplayWidth: width)

      check(truncated.displayWidth <= max(width, 0), "width \(width): \(truncated)")
      let kept = truncated.hasSuffix("…") ? Array(truncated.dropLast()) : Array(truncated)
      checkEqual(Array(clusters.prefix(kept.count)), kept, "width \(width): \(truncated)")
    }
  }

  @Test func paddingFillsToTheWidthInCells() {
    checkEqual("東".padded(toDisplayWidth: 4), "東  ")
    checkEqual("東".leftPadded(toDisplayWidth: 4), "  東")
    checkEqual("東京".padded(toDisplayWidth: 3), "東京")
    checkEqual("東".padded(toDisplayWidth: Int.min), "東")
    checkEqual("東".leftPadded(toDisplayWidth: Int.min), "東")
  }
}
