import BrowseKit
import JSONPlaceholderBrowse
import ScreenKit

/// The browser's keys as a command's help gives them, read from the key tables.
extension Browser {
  /// The keys of every screen, then those of each screen, each with its heading: `Keys`,
  /// `Keys on the posts`…
  public static var keySections: [(title: String, rows: [(String, String)])] {
    [("Keys", BrowseFeature.keys.lines.helpLines.map { ($0.label, $0.help) })]
      + ScreenKind.all(in: .jsonPlaceholder, screens: BrowseFeature.genericScreens).map { kind in
        (
          "Keys on \(kind.name)",
          kind.keyLines.helpLines.map { ($0.label, $0.help) }
        )
      }
  }
}
