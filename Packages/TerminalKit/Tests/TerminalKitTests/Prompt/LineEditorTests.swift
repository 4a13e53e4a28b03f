import Foundation
import TestSupport
import Testing

@testable import TerminalKit

@Suite struct LineEditorTests {
  /// The editor waits in `poll(2)` for as long as ``LineEditor/decoderTimeout(_:)`` says: that
  /// value is its clock.
  @Test func aLoneEscapeWaitsFiftyMillisecondsAndAPasteLonger() {
    let editor = LineEditor(input: -1, output: -1)
    var decoder = KeyDecoder()
    checkEqual(editor.decoderTimeout(decoder), -1, "nothing pending: no limit")
    _ = decoder.decode([0x1B])
    checkEqual(editor.decoderTimeout(decoder), 50)
    _ = decoder.decode(Array("[200~abc".utf8))
    checkEqual(editor.decoderTimeout(decoder), 500)
  }

  /// Where the terminal's mode cannot be set (here, a pipe), a line would be read with its
  /// echo: a secret is not read at all, and its prompt is not shown.
  @Test func aSecretIsNeverReadWhereItWouldBeShown() throws {
    let input = Pipe()
    let output = Pipe()
    try input.fileHandleForWriting.write(contentsOf: Data("pw-s3cret\n".utf8))
    let editor = LineEditor(
      input: input.fileHandleForReading.fileDescriptor,
      output: output.fileHandleForWriting.fileDescriptor)

    checkEqual(editor.readLine(prompt: "Password: ", isSecret: true), nil)
    try output.fileHandleForWriting.close()
    try checkEqual(output.fileHandleForReading.readToEnd(), nil, "nothing was written")
  }
}
