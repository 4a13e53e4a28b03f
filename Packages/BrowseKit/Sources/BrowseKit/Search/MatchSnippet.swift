import Features
import TerminalKit

/// Why a row matched a search when its cells do not show it: the field that matched, such as
/// a post's body or a user's street, cut around the first match. Each list says which field.
public enum MatchSnippet {
  /// `label: text`, as one line, cut so that the first match of `search` is shown: from a
  /// third of the width before it, with `…` where the text was cut.
  public static func snippet(label: String, of text: String, search: SearchText, width: Int)
    -> String?
  {
    let line = TextLayout.singleLine(of: text)
    guard let match = search.ranges(in: line).first else { return nil }
    let prefix = "\(label): "
    let room = width - prefix.displayWidth
    guard room > 4 else { return nil }
    let before = line[line.startIndex..<match.lowerBound]
    let lead = max(0, before.count - room / 3)
    let shown = lead > 0 ? "…" + line.dropFirst(lead) : Substring(line)
    return prefix + String(shown).truncated(toDisplayWidth: room)
  }
}
