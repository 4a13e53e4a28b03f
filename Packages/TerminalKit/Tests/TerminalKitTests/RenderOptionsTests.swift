import TerminalKit
import Testing

@Suite struct RenderOptionsTests {
  @Test func theDefaultsAreAnEightyColumnTerminalWithoutColour() {
    #expect(RenderOptions() == RenderOptions(width: 80, usesColor: false, isTerminal: true))
  }

  @Test func theLineWidthIsNeverBelowOne() {
    #expect(RenderOptions(width: 0).lineWidth == 1)
    #expect(RenderOptions(width: -5).lineWidth == 1)
    #expect(RenderOptions(width: 42).lineWidth == 42)
  }

  @Test func stylingFollowsTheColourOption() {
    #expect(RenderOptions(usesColor: true).styled("x", .bold) == "\u{1B}[1mx\u{1B}[0m")
    #expect(RenderOptions(usesColor: false).styled("x", .bold) == "x")
    #expect(RenderOptions(usesColor: true).styled("x", nil) == "x")
  }

  @Test func stylesAreOnlyShownOnATerminal() {
    #expect(RenderOptions(usesColor: true, isTerminal: true).showsStyles)
    #expect(!RenderOptions(usesColor: true, isTerminal: false).showsStyles)
    #expect(!RenderOptions(usesColor: false, isTerminal: true).showsStyles)
    #expect(RenderOptions(usesColor: true, isTerminal: false).styled("x", .bold) == "x")
  }

  @Test func layoutWrapsOnATerminalOnly() {
    let text = "one two three\n\u{1b}x"

    #expect(RenderOptions(width: 8).layout(text) == ["one two", "three", "^[x"])
    #expect(RenderOptions(width: 8, isTerminal: false).layout(text) == ["one two three", "^[x"])
  }
}
