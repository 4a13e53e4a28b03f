import Testing

@testable import TerminalKit

@Suite struct LineEditorTests {
  /// The editor waits in `poll(2)` for as long as ``LineEditor/decoderTimeout(_:)`` says: that
  /// value is its clock.
  @Test func aLoneEscapeWaitsFiftyMillisecondsAndAPasteLonger() {
    let editor = LineEditor(input: -1, output: -1)
    var decoder = KeyDecoder()
    #expect(editor.decoderTimeout(decoder) == -1, "nothing pending: no limit")
    _ = decoder.decode([0x1B])
    #expect(editor.decoderTimeout(decoder) == 50)
    _ = decoder.decode(Array("[200~abc".utf8))
    #expect(editor.decoderTimeout(decoder) == 500)
  }
}
