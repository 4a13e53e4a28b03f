import Dependencies
import Features
import JSONPlaceholderFeatures
import NetworkClient
import ScreenKit
import TerminalKit
import TestSupport
import Testing

@testable import TerminalViews

@Suite("ListLayout and PageFooter under fuzzing")
struct ListLayoutFuzzTests {
  private static let edges = [Int.max, Int.min, Int.max - 1, Int.min + 1, -1, 0, 1, 2, 10, 1 << 62]

  private func integer(using generator: inout SplitMix64) -> Int {
    switch Int.random(in: 0..<3, using: &generator) {
    case 0: Self.edges.randomElement(using: &generator) ?? 0
    case 1: Int.random(in: -100...100, using: &generator)
    default: Int.random(in: Int.min...Int.max, using: &generator)
    }
  }

  private func optionalInteger(using generator: inout SplitMix64) -> Int? {
    Bool.random(using: &generator) ? integer(using: &generator) : nil
  }

  @Test("any page's footer places it, and fits any width on a terminal")
  func footer() {
    var generator = SplitMix64(seed: 0x5EED_F00D)
    for _ in 0..<2_000 {
      let page = Page(
        items: Array(0..<Int.random(in: 0...3, using: &generator)),
        totalCount: optionalInteger(using: &generator), number: optionalInteger(using: &generator),
        size: optionalInteger(using: &generator))
      let options = RenderOptions(
        width: integer(using: &generator), isTerminal: Bool.random(using: &generator))

      let text = PageFooter.text(for: page, shownCount: page.items.count, noun: .post)
      let lines = ListLayout.lines(.loaded(page), noun: .post, options: options) { items in
        TextTable(columns: [.init("ID")], rows: items.map { [TextTable.Cell("\($0)")] })
      }

      if let number = page.number {
        check(text.hasPrefix("page \(number)"))
      }
      if let pageCount = page.pageCount, let number = page.number {
        check(pageCount >= 1)
        check(text.hasPrefix("page \(number) of \(pageCount) ("))
      }
      if options.isTerminal {
        check(lines.allSatisfy { $0.displayWidth <= options.lineWidth }, "width \(options.width)")
      } else {
        checkEqual(lines.count, page.items.count)
      }
    }
  }
}
