import Features
import Foundation
import ScreenKit
import TerminalKit

/// What the answer screen shows (`a`, Ctrl-O): the request and the answer the server sent
/// behind a failure, whole, or a record's JSON as the server sent it, under `title`.
public struct AnswerText: Sendable, Hashable {
  public var title: String
  public var lines: [String]

  public init(title: String, lines: [String]) {
    self.title = title
    self.lines = lines
  }
}

/// The answer screen: the kit's `DetailScreen` of ``AnswerDetails``, scrolled and found in as
/// any detail is (`/`, `n`, `N`), its text copied whole with `y`.
public typealias AnswerScreen = DetailScreen<AnswerDetails>

/// A text the browser already has, as a `DetailScreen` shows it: each line made printable on
/// one line (a server's control characters shown, not sent), then wrapped to the width at its
/// indent, so that nothing of it is cut.
public struct AnswerDetails: DetailResource, BrowseDetail {
  public typealias ID = AnswerText
  public typealias Value = AnswerText
  public typealias Delegate = BrowseDelegate

  public static let noun = "answer"
  public static let keys = Screen.keys(with: [])
  public static let kind = ScreenKind(name: "the server's answer", keyLines: keys.lines)

  public let detail = DetailFeature<AnswerText, AnswerText> { $0 }
  public let isOffline = false

  public init() {}

  public static func lines(of detail: Detail, width: Int, usesColor: Bool) -> [String] {
    let text = detail.detail.value ?? detail.id
    let width = max(1, width)
    return text.lines.flatMap { line -> [String] in
      let shown = line.sanitizedForTerminalLine
      // A line wrapped keeps its indent, as JSON's members are indented.
      let indent = String(shown.prefix { $0 == " " }.prefix(width / 2))
      let rest = shown.dropFirst(indent.count)
      guard !rest.isEmpty else { return [shown] }
      return TextLayout.wrapped(String(rest), width: width - indent.count).map { indent + $0 }
    }
  }

  public static func deletionTarget(of id: AnswerText) -> RecordKey? { nil }

  public static func skipped(of value: AnswerText) -> [SkippedItems] { [] }

  public static func crumb(_ state: Screen.State) -> String { noun }

  public static func name(_ state: Screen.State) -> String {
    state.detail.id.title.sanitizedForTerminalLine
  }

  /// The text whole, as it came (`y` and `Y` alike).
  public static func clip(_ kind: Clip.Kind, of state: Screen.State, baseURL: URL?) -> Clip? {
    let text = state.detail.id.lines.joined(separator: "\n")
    return Clip(text: text, name: "the \(noun) (\(text.utf8.count) bytes)")
  }

  public static func status(_ state: Screen.State, in view: BrowseView) -> (String, String?) {
    view.detailStatus(
      name(state), state.scroll, count: state.lineCount, rows: state.visibleRows,
      find: state.find, failure: nil)
  }

  public static func screen(_ context: ScreenContext) -> Screen {
    AnswerScreen(AnswerDetails())
  }

  public static func state(opening text: AnswerText, in browser: BrowseState) -> Screen.State {
    Screen.State(id: text, detail: .loaded(text), size: browser.size, extra: DetailExtra())
  }
}
