import Foundation

/// The names of the members from a JSON object down to one of its values, as a person writes
/// them: with dots (`_embedded.books`), a name that holds a dot written in brackets as a JSON
/// string, as jq writes one (`["@odata.nextLink"]`, `data["x.y"].total`). A bracket starts
/// only where `["` does, so that `tags[0]` is one name.
///
/// ```swift
/// let link = MemberPath(parsing: #"["@odata.nextLink"]"#)
/// // link?.names == ["@odata.nextLink"], link?.description == #"["@odata.nextLink"]"#
/// ```
public struct MemberPath: Sendable, Hashable, CustomStringConvertible {
  /// The members' names, outermost first.
  public var names: [String]

  public init(_ names: [String]) {
    self.names = names
  }

  /// The path `text` writes; `nil` when a `["` does not start one JSON string closed by a
  /// `]`, or text follows a bracket other than a `.` or another bracket. A name between dots
  /// may be empty (`a..b` names `""` between `a` and `b`), as a member's name may.
  public init?(parsing text: some StringProtocol) {
    var names: [String] = []
    var rest = Substring(text)
    // jq's leading `.` before a bracket (`.["a.b"]`).
    if rest.hasPrefix(".[") {
      rest = rest.dropFirst()
    }
    while true {
      if rest.hasPrefix("[\"") {
        guard let (name, after) = Self.bracketed(rest) else { return nil }
        names.append(name)
        rest = after
        if rest.isEmpty { break }
        if rest.hasPrefix("[\"") { continue }
        guard rest.first == "." else { return nil }
        rest = rest.dropFirst()
        if rest.hasPrefix("[\"") { continue }
      }
      var end = rest.startIndex
      while end < rest.endIndex, rest[end] != ".", !rest[end...].hasPrefix("[\"") {
        end = rest.index(after: end)
      }
      names.append(String(rest[..<end]))
      rest = rest[end...]
      if rest.isEmpty { break }
      if rest.first == "." {
        rest = rest.dropFirst()
      }
    }
    self.names = names
  }

  /// The path as ``init(parsing:)`` reads it back: the names joined by dots, each one that is
  /// empty or holds a `.` or a `["` in brackets as a JSON string.
  public var description: String {
    var text = ""
    for (place, name) in names.enumerated() {
      if Self.isPlain(name) {
        if place > 0 { text += "." }
        text += name
      } else {
        text += "[" + String(decoding: JSONValue.string(name).serialized(), as: UTF8.self) + "]"
      }
    }
    return text
  }

  /// The paths of a list that `text` writes with commas between them, a comma in a bracket
  /// being a name's (`id,["a,b"].c`); `nil` when one is not a path, or is empty.
  public static func list(parsing text: some StringProtocol) -> [MemberPath]? {
    let text = Substring(text)
    var paths: [MemberPath] = []
    var (start, index) = (text.startIndex, text.startIndex)
    while true {
      if text[index...].hasPrefix("[\"") {
        // A bracket's name, commas and all.
        guard let (_, after) = bracketed(text[index...]) else { return nil }
        index = after.startIndex
      } else if index == text.endIndex || text[index] == "," {
        let part = text[start..<index]
        guard !part.isEmpty, let path = MemberPath(parsing: part) else { return nil }
        paths.append(path)
        guard index < text.endIndex else { return paths }
        index = text.index(after: index)
        start = index
      } else {
        index = text.index(after: index)
      }
    }
  }

  /// Whether `name` is written as it is, between dots.
  private static func isPlain(_ name: String) -> Bool {
    !name.isEmpty && !name.contains(".") && !name.contains("[\"")
  }

  /// The name in the bracket `text` starts with, a JSON string, and the text after the
  /// bracket.
  private static func bracketed(_ text: Substring) -> (String, Substring)? {
    var inside = text.dropFirst()
    guard inside.first == "\"" else { return nil }
    var escaped = false
    var index = inside.index(after: inside.startIndex)
    while index < inside.endIndex {
      let character = inside[index]
      if escaped {
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "\"" {
        break
      }
      index = inside.index(after: index)
    }
    guard index < inside.endIndex else { return nil }
    let quoted = inside[...index]
    inside = inside[inside.index(after: index)...]
    guard inside.first == "]",
      case .string(let name)? = try? JSONValue(parsing: Data(quoted.utf8))
    else { return nil }
    return (name, inside.dropFirst())
  }
}
