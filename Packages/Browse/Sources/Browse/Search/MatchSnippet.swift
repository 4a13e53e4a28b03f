import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import TerminalKit

/// Why a row matched a search when its cells do not show it: the field that matched, such as
/// a post's body or a user's street, cut around the first match.
enum MatchSnippet {
  /// A line for `post` when `search` matches its body but not its title: the body around the
  /// match, at most `width` cells.
  static func line(for post: PostSummary, search: SearchText, width: Int) -> String? {
    guard !search.isEmpty, !search.matches([post.post.title]) else { return nil }
    return snippet(label: "body", of: post.post.body, search: search, width: width)
  }

  /// A line for `user` when `search` matches none of the fields the row shows (name, email,
  /// city) but one it does not: the username, street, suite or zipcode, named.
  static func line(for user: User, search: SearchText, width: Int) -> String? {
    let address = user.address
    guard !search.isEmpty, !search.matches([user.name, user.email, address.city]) else {
      return nil
    }
    let hidden = [
      ("street", address.street), ("suite", address.suite), ("username", user.username),
      ("zipcode", address.zipcode),
    ]
    guard let (label, text) = hidden.first(where: { search.matches([$0.1]) }) else { return nil }
    return snippet(label: label, of: text, search: search, width: width)
  }

  /// `label: text`, as one line, cut so that the first match of `search` is shown: from a
  /// third of the width before it, with `…` where the text was cut.
  static func snippet(label: String, of text: String, search: SearchText, width: Int)
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
