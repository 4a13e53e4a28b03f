import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import NetworkClientTestSupport
import TerminalKit
import TestSupport
import Testing

@testable import TerminalViews

@Suite struct PhotoGridViewTests {
  private static let photos = [
    Sample.photo(1, title: "Sunlit bridge on a Sunday", url: "https://example.com/600/92c952"),
    Sample.photo(2, title: "No colour", url: "https://example.com/600"),
    Sample.photo(3, title: "\u{1B}[31mred", url: "https://example.com/600/000000"),
  ]

  private func render(_ options: RenderOptions, depth: ColorDepth = .trueColor) -> [String] {
    let state = PhotosFeature.State(
      query: PhotoQuery(albumID: 1), page: .loaded(Page(items: Self.photos)))
    return PhotoGridView(state: state).render(options: options, depth: depth)
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  @Test func reflowsWithTheWidth() {
    let wide = render(RenderOptions(width: 80, usesColor: false))
    checkEqual(wide.count, 4 + 1, "one row of three tiles, then the footer")
    let narrow = render(RenderOptions(width: 40, usesColor: false))
    checkEqual(narrow.count, 9 + 1, "two rows of two tiles")
    checkEqual(narrow.last, "3 photos")
  }

  @Test func titlesAreCutWithAnEllipsisAndSanitized() {
    let lines = render(RenderOptions(width: 80, usesColor: false))
    check(lines[3].hasPrefix("Sunlit bridge o…  No colour"))
    check(!lines.joined().contains("\u{1B}"))
  }

  @Test func swatchesArePaintedInTheirColour() {
    let lines = render(RenderOptions(width: 80, usesColor: true))
    check(lines[0].hasPrefix("\u{1B}[0;48;2;146;201;82m" + String(repeating: " ", count: 16)))
    check(lines[0].contains("░"), "the photo without a colour")
    check(lines[0].contains("\u{1B}[0;48;2;0;0;0m"))
  }

  @Test func withoutColourEverySwatchIsTheNeutralPattern() {
    let lines = render(RenderOptions(width: 80, usesColor: false))
    let swatch = String(repeating: "░", count: 16)
    checkEqual(lines[0], [swatch, swatch, swatch].joined(separator: "  "))
  }
}
