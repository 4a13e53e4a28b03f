import Testing

@testable import Features

@Suite struct RenderOptionsTests {
  @Test func theDefaultsAreEightyColumnsWithoutColour() {
    #expect(RenderOptions() == RenderOptions(width: 80, usesColor: false))
  }

  @Test func theLineWidthIsNeverBelowOne() {
    #expect(RenderOptions(width: 0).lineWidth == 1)
    #expect(RenderOptions(width: -5).lineWidth == 1)
    #expect(RenderOptions(width: 42).lineWidth == 42)
  }

  @Test func stylingFollowsTheColourOption() {
    #expect(RenderOptions(usesColor: true).styled("x", .bold) == "\u{1B}[1mx\u{1B}[0m")
    #expect(RenderOptions(usesColor: false).styled("x", .bold) == "x")
  }
}
