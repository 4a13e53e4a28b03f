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
    #expect(text.displayWidth == width)
  }

  @Test func precomposedAndDecomposedAccentsAreOneCell() {
    #expect(Character("\u{E9}").displayWidth == 1)
    #expect(Character("e\u{301}").displayWidth == 1)
  }

  @Test func substringsAreMeasuredToo() {
    #expect("ab東京cd".dropFirst(2).prefix(2).displayWidth == 4)
  }

  @Test func textThatFitsIsNotTruncated() {
    #expect("東京".truncated(toDisplayWidth: 4) == "東京")
    #expect("abc".truncated(toDisplayWidth: 10) == "abc")
  }

  @Test func truncationEndsWithAnEllipsisWithinTheWidth() {
    #expect("hello world".truncated(toDisplayWidth: 8) == "hello w…")
    #expect("hello".truncated(toDisplayWidth: 1) == "…")
    #expect("hello".truncated(toDisplayWidth: 0) == "")
    #expect("hello".truncated(toDisplayWidth: -3) == "")
  }

  @Test func truncationLeavesOutAWideCharacterThatWouldStraddleTheLimit() {
    #expect("東京都".truncated(toDisplayWidth: 5) == "東京…")
    #expect("東京都".truncated(toDisplayWidth: 4) == "東…")
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

      #expect(truncated.displayWidth <= max(width, 0), "width \(width): \(truncated)")
      let kept = truncated.hasSuffix("…") ? Array(truncated.dropLast()) : Array(truncated)
      #expect(Array(clusters.prefix(kept.count)) == kept, "width \(width): \(truncated)")
    }
  }

  @Test func paddingFillsToTheWidthInCells() {
    #expect("東".padded(toDisplayWidth: 4) == "東  ")
    #expect("東".leftPadded(toDisplayWidth: 4) == "  東")
    #expect("東京".padded(toDisplayWidth: 3) == "東京")
    #expect("東".padded(toDisplayWidth: Int.min) == "東")
    #expect("東".leftPadded(toDisplayWidth: Int.min) == "東")
  }
}
