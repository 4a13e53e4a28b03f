import TerminalKit
import TestSupport
import Testing

@Suite struct RenderOptionsTests {
  @Test func theDefaultsAreAnEightyColumnTerminalWithoutColour() {
    checkEqual(RenderOptions(), RenderOptions(width: 80, usesColor: false, isTerminal: true))
  }

  @Test func theLineWidthIsNeverBelowOne() {
    checkEqual(RenderOptions(width: 0).lineWidth, 1)
    checkEqual(RenderOptions(width: -5).lineWidth, 1)
    checkEqual(RenderOptions(width: 42).lineWidth, 42)
  }

  @Test func stylingFollowsTheColourOption() {
    checkEqual(RenderOptions(usesColor: true).styled("x", .bold), "\u{1B}[1mx\u{1B}[0m")
    checkEqual(RenderOptions(usesColor: false).styled("x", .bold), "x")
    checkEqual(RenderOptions(usesColor: true).styled("x", nil), "x")
  }

  @Test func stylesAreOnlyShownOnATerminal() {
    check(RenderOptions(usesColor: true, isTerminal: true).showsStyles)
    check(!RenderOptions(usesColor: true, isTerminal: false).showsStyles)
    check(!RenderOptions(usesColor: false, isTerminal: true).showsStyles)
    checkEqual(RenderOptions(usesColor: true, isTerminal: false).styled("x", .bold), "x")
  }

  @Test func layoutWrapsOnATerminalOnly() {
    let text = "one two three\n\u{1b}x"

    checkEqual(RenderOptions(width: 8).layout(text), ["one two", "three", "^[x"])
    checkEqual(RenderOptions(width: 8, isTerminal: false).layout(text), ["one two three", "^[x"])
  }
}
