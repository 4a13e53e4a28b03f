import TestSupport
import Testing

@testable import TerminalKit

@Suite struct MouseEventTests {
  private func decode(_ text: String) -> [Key] {
    var decoder = KeyDecoder()
    return decoder.decode(Array(text.utf8))
  }

  @Test(
    arguments: [
      ("\u{1B}[<0;1;1M", MouseEvent(.press(.left), column: 0, row: 0)),
      ("\u{1B}[<0;12;5m", MouseEvent(.release(.left), column: 11, row: 4)),
      ("\u{1B}[<1;3;4M", MouseEvent(.press(.middle), column: 2, row: 3)),
      ("\u{1B}[<2;3;4M", MouseEvent(.press(.right), column: 2, row: 3)),
      ("\u{1B}[<64;80;24M", MouseEvent(.wheelUp, column: 79, row: 23)),
      ("\u{1B}[<65;1;2M", MouseEvent(.wheelDown, column: 0, row: 1)),
      ("\u{1B}[<32;7;8M", MouseEvent(.drag(.left), column: 6, row: 7)),
      ("\u{1B}[<35;7;8M", MouseEvent(.move, column: 6, row: 7)),
      ("\u{1B}[<16;2;2M", MouseEvent(.press(.left), column: 1, row: 1, modifiers: 16)),
      ("\u{1B}[<72;9;9M", MouseEvent(.wheelUp, column: 8, row: 8, modifiers: 8)),
      ("\u{1B}[<0;10000;10000M", MouseEvent(.press(.left), column: 9999, row: 9999)),
    ])
  func sgrSequencesAreMouseEvents(bytes: String, event: MouseEvent) {
    checkEqual(decode(bytes), [.mouse(event)])
  }

  @Test func mouseEventsMixWithKeysInOrder() {
    checkEqual(
      decode("j\u{1B}[<0;5;6M\u{1B}[<0;5;6mk"),
      [
        .character("j"), .mouse(MouseEvent(.press(.left), column: 4, row: 5)),
        .mouse(MouseEvent(.release(.left), column: 4, row: 5)), .character("k"),
      ])
  }

  @Test func aSequenceSplitAtEveryByteIsOneEvent() {
    let bytes = Array("\u{1B}[<65;40;12M".utf8)
    for split in 1..<bytes.count {
      var decoder = KeyDecoder()
      checkEqual(decoder.decode(bytes[..<split]), [])
      check(decoder.hasPendingInput)
      checkEqual(
        decoder.decode(bytes[split...]), [.mouse(MouseEvent(.wheelDown, column: 39, row: 11))])
      check(!decoder.hasPendingInput)
    }
  }

  @Test(
    arguments: [
      "\u{1B}[<0;0;1M", "\u{1B}[<0;1;0M", "\u{1B}[<0;10001;1M", "\u{1B}[<0;1;99999M",
      "\u{1B}[<0;1M", "\u{1B}[<0;1;2;3M", "\u{1B}[<;1;1M", "\u{1B}[<0;;1M", "\u{1B}[<3;1;1M",
      "\u{1B}[<64;1;1m", "\u{1B}[<32;1;1m", "\u{1B}[<300;1;1M", "\u{1B}[<0:1;1;1M",
      "\u{1B}[<0;1;1<M", "\u{1B}[<99999;1;1M",
    ])
  func malformedSequencesAreDroppedWhole(bytes: String) {
    checkEqual(decode(bytes + "x"), [.character("x")])
  }

  @Test func anOverlongSequenceIsDroppedUpToItsFinalByteAcrossReads() {
    var decoder = KeyDecoder()
    let digits = String(repeating: "9", count: 40)
    checkEqual(decoder.decode(Array("\u{1B}[<0;\(digits)".utf8)), [])
    check(decoder.hasPendingInput)
    checkEqual(decoder.decode(Array("123;5Mq".utf8)), [.character("q")])
    check(!decoder.hasPendingInput)
  }

  @Test func anOverlongSequenceCutShortEndsAtTheNextKeyOrAtTheFlush() {
    var decoder = KeyDecoder()
    let digits = String(repeating: "1", count: 40)
    checkEqual(decoder.decode(Array("\u{1B}[<0;\(digits)".utf8)), [])
    checkEqual(decoder.decode([0x0D]), [.enter])
    checkEqual(decoder.decode(Array("\u{1B}[<\(digits)".utf8)), [])
    checkEqual(decoder.flush(), [])
    checkEqual(decoder.decode(Array("12".utf8)), [.character("1"), .character("2")])
  }

  @Test func garbageAroundMouseEventsNeverHidesTheKeys() {
    let keys = decode("\u{1B}[<\u{1B}[<0;2;3Ma\u{1B}[<0;2;3Xb")
    checkEqual(
      keys,
      [
        .mouse(MouseEvent(.press(.left), column: 1, row: 2)), .character("a"), .character("b"),
      ])
  }

  @Test func leavingTheFullScreenTurnsMouseReportingOff() {
    check(TerminalControl.leaveFullScreen.hasPrefix(TerminalControl.disableMouse))
    for mode in ["1000", "1002", "1006"] {
      check(TerminalControl.disableMouse.contains("\u{1B}[?\(mode)l"))
    }
    checkEqual(TerminalControl.enableMouse, "\u{1B}[?1000h\u{1B}[?1006h")
  }
}
