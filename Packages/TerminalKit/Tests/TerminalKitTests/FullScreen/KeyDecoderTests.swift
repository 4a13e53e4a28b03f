import TestSupport
import Testing

@testable import TerminalKit

@Suite struct KeyDecoderTests {
  private func decode(_ text: String) -> [Key] {
    var decoder = KeyDecoder()
    return decoder.decode(Array(text.utf8))
  }

  @Test func printableTextIsOneKeyPerCharacterCJKAndEmojiIncluded() {
    checkEqual(
      decode("aZ7?"), [.character("a"), .character("Z"), .character("7"), .character("?")])
    checkEqual(decode("東京"), [.character("東"), .character("京")])
    checkEqual(decode("🍜👩‍💻"), [.character("🍜"), .character("👩‍💻")])
  }

  @Test(
    arguments: [
      ("\u{1B}[A", Key.up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
      ("\u{1B}OA", .up), ("\u{1B}OB", .down), ("\u{1B}[H", .home), ("\u{1B}[F", .end),
      ("\u{1B}[1~", .home), ("\u{1B}[4~", .end), ("\u{1B}OH", .home), ("\u{1B}OF", .end),
      ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown), ("\u{1B}[3~", .delete),
      ("\u{1B}[Z", .backTab), ("\t", .tab), ("\r", .enter), ("\n", .enter),
      ("\u{7F}", .backspace), ("\u{08}", .backspace),
    ])
  func sequencesAreLookedUpInTheTable(bytes: String, key: Key) {
    checkEqual(decode(bytes), [key])
  }

  @Test func controlKeysAreTheirLetters() {
    checkEqual(
      decode("\u{03}\u{04}\u{15}\u{1A}"),
      [
        .control("c"), .control("d"), .control("u"), .control("z"),
      ])
  }

  @Test func aLoneEscapeWaitsForTheTimeoutThenIsTheEscapeKey() {
    var decoder = KeyDecoder()
    checkEqual(decoder.decode([0x1B]), [])
    check(decoder.hasPendingInput)
    checkEqual(decoder.flush(), [.escape])
    check(!decoder.hasPendingInput)
  }

  @Test func aSequenceSplitAcrossReadsIsOneKey() {
    var decoder = KeyDecoder()
    checkEqual(decoder.decode([0x1B]), [])
    checkEqual(decoder.decode(Array("[".utf8)), [])
    checkEqual(decoder.decode(Array("6~j".utf8)), [.pageDown, .character("j")])
  }

  @Test func escapeFollowedByALetterIsEscapeThenTheLetter() {
    checkEqual(decode("\u{1B}q"), [.escape, .character("q")])
    checkEqual(decode("\u{1B}\u{1B}[A"), [.escape, .up])
  }

  @Test func aCharacterSplitAcrossReadsWaitsForItsLastByte() {
    var decoder = KeyDecoder()
    let bytes = Array("東".utf8)
    checkEqual(decoder.decode(bytes.prefix(2)), [])
    checkEqual(decoder.decode(bytes.suffix(1)), [.character("東")])
  }

  @Test func bracketedPasteIsOneEventWithItsText() {
    checkEqual(
      decode("x\u{1B}[200~q j\r\u{1B}[A\u{1B}[201~k"),
      [
        .character("x"), .paste("q j\r\u{1B}[A"), .character("k"),
      ])
  }

  @Test func aPasteSplitAcrossReadsKeepsEveryByte() {
    var decoder = KeyDecoder()
    checkEqual(decoder.decode(Array("\u{1B}[200~ab\u{1B}[2".utf8)), [])
    check(decoder.hasPendingInput)
    check(decoder.isPasting)
    checkEqual(decoder.decode(Array("01~".utf8)), [.paste("ab")])
    check(!decoder.hasPendingInput)
  }

  @Test func aPasteThatNeverEndsIsPendingAndFlushingEndsItSoKeysWorkAgain() {
    var decoder = KeyDecoder()
    checkEqual(decoder.decode(Array("\u{1B}[200~hello".utf8)), [])
    check(decoder.hasPendingInput)
    check(decoder.isPasting)
    checkEqual(decoder.flush(), [.paste("hello")])
    check(!decoder.hasPendingInput)
    checkEqual(decoder.decode(Array("q".utf8)), [.character("q")])
  }

  @Test func ctrlCGetsThroughAPaste() {
    var decoder = KeyDecoder()
    checkEqual(
      decoder.decode(Array("\u{1B}[200~ab\u{03}q".utf8)),
      [
        .paste("ab"), .control("c"), .character("q"),
      ])
    check(!decoder.isPasting)
  }

  @Test func aPasteIsCutAtItsLimitAndItsRestDropped() {
    var decoder = KeyDecoder()
    let chunk = [UInt8](repeating: UInt8(ascii: "x"), count: 4096)
    var keys = decoder.decode(Array("\u{1B}[200~".utf8))
    for _ in 0..<(3 * 1024 * 1024 / chunk.count) {
      keys += decoder.decode(chunk)
    }
    checkEqual(keys, [.paste(String(repeating: "x", count: KeyDecoder.pasteLimit))])
    check(decoder.isPasting, "the rest of the paste is still dropped")
    checkEqual(decoder.decode(Array("yy\u{1B}[201~j".utf8)), [.character("j")])
    check(!decoder.hasPendingInput)
  }

  @Test(
    arguments: [
      ("\u{1B}[1;5A", Key.up), ("\u{1B}[1;2B", .down), ("\u{1B}[1;3C", .right),
      ("\u{1B}[5;5~", .pageUp), ("\u{1B}O5D", .left), ("\u{1B}[3;2~", .delete),
    ])
  func modifiersKeepTheKey(bytes: String, key: Key) {
    checkEqual(decode(bytes), [key])
  }

  @Test(arguments: [
    "\u{1B}[2~", "\u{1B}[15~", "\u{1B}OP", "\u{1B}[1;5P", "\u{1B}[?1;2c", "\u{1B}[ q",
  ])
  func anUnknownSequenceIsDropped(bytes: String) {
    checkEqual(decode("\(bytes)j"), [.character("j")])
  }

  @Test func anUnfinishedSequenceIsDroppedOnFlushAndALoneEscapeIsTheEscapeKey() {
    var decoder = KeyDecoder()
    checkEqual(decoder.decode(Array("\u{1B}[2".utf8)), [])
    check(decoder.hasPendingInput)
    checkEqual(decoder.flush(), [])
    checkEqual(decoder.decode([0x1B]), [])
    checkEqual(decoder.flush(), [.escape])
  }

  @Test func aMalformedSequenceIsDroppedAndTheByteThatBrokeItDecoded() {
    checkEqual(decode("\u{1B}[12\u{03}"), [.control("c")])
  }

  @Test func anEndlessSequenceIsDroppedAtItsLimitUpToItsFinalByteOrAPause() {
    var decoder = KeyDecoder()
    let digits = [UInt8](repeating: UInt8(ascii: "1"), count: KeyDecoder.sequenceLimit)
    checkEqual(decoder.decode(Array("\u{1B}[".utf8)), [])
    check(decoder.hasPendingInput)
    checkEqual(decoder.decode(digits), [])
    // Its rest, up to its final byte, is the sequence's, not keys.
    check(decoder.hasPendingInput)
    checkEqual(decoder.decode(Array("22;3Mj".utf8)), [.character("j")])
    check(!decoder.hasPendingInput)
    checkEqual(decoder.decode(Array("\u{1B}[".utf8) + digits), [])
    checkEqual(decoder.flush(), [])
    check(!decoder.hasPendingInput)
    checkEqual(decoder.decode(Array("j".utf8)), [.character("j")])
  }
}
