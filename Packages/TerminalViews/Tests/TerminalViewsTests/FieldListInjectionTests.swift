import ScreenKit
import TerminalKit
import TestSupport
import Testing

/// What the one-shot views print of a server's text through `ScreenKit`'s `FieldList` is
/// inert: the escape sequences of ``TerminalText/injections`` come out as visible text.
@Suite struct FieldListInjectionTests {
  typealias Field = FieldList.Field

  @Test(arguments: [true, false])
  func injectedSequencesAreInert(isTerminal: Bool) {
    let fields = TerminalText.injections.map { Field($0, $0 + " value " + $0) }

    for usesColor in [false, true] {
      let output = FieldList(fields).lines(
        options: RenderOptions(width: 30, usesColor: usesColor, isTerminal: isTerminal)
      )
      .joined(separator: "\n")

      check(TerminalText.isInert(TerminalText.unstyled(output)))
    }
    checkEqual(
      FieldList([Field("\u{1b}[2J", "\u{202E}x\u{7f}")]).lines(
        options: RenderOptions(width: 40, usesColor: false, isTerminal: isTerminal)),
      [
        "^[[2J  �x^?"
      ])
  }
}
