import Features
import JSONCoding
import ScreenKit
import TerminalKit

/// One record of any shape as text: every field in the order the API gives them, labelled and
/// aligned as a `FieldList`, long text wrapped on a terminal; then each nested object as a
/// section of its own under its name, indented by two spaces a level, and each array of
/// objects as a section of numbered elements.
///
/// ```
/// id     7
/// name   Ada Dupont
/// tags   retail, vip
///
/// address
///   city  Lyon
///   geo
///     lat  45.76
/// ```
///
/// A scalar is shown as a list cell is (see `RecordColumn/text(of:)`), an array of scalars
/// as its elements joined by commas, `null` as itself, an empty array or object as `[]` or
/// `{}`; an empty string leaves its field out, and a record without fields is `No fields.` on a
/// terminal and nothing off one. A JSON:API relationship is a field naming the records it
/// links to by type and id, and by name when the answer included them (`author  author 3 ·
/// Ada Lovelace`, `books  book 2, 7, 12`). Names and values are sanitized (see
/// `sanitizedForTerminal`).
public struct RecordDetailView: Sendable {
  public var record: JSONObject
  /// The records the answer included beside it, by identifier (`RecordList.included(in:)`).
  public var included: [ResourceIdentifier: JSONObject]

  public init(record: JSONObject, included: [ResourceIdentifier: JSONObject] = [:]) {
    self.record = record
    self.included = included
  }

  /// The text to print: lines separated by `\n`, without a final line break.
  public func render(options: RenderOptions) -> String {
    guard !record.isEmpty else { return options.isTerminal ? "No fields." : "" }
    return Self.lines(of: record, indent: 0, included: included, options: options)
      .joined(separator: "\n")
  }

  /// The narrowest a nested section is laid out, however deep it stands.
  private static let narrowestSection = 20

  private static func lines(
    of object: JSONObject, indent: Int, included: [ResourceIdentifier: JSONObject] = [:],
    options: RenderOptions
  ) -> [String] {
    var inner = options
    inner.width = max(options.width - indent, narrowestSection)
    let prefix = String(repeating: " ", count: indent)
    var fields: [FieldList.Field] = []
    var sections: [(title: String, lines: [String])] = []
    for member in object {
      if indent == 0, let related = ResourceIdentifier.all(in: member.value) {
        fields.append(FieldList.Field(member.name, text(of: related, included: included)))
        continue
      }
      switch member.value {
      case .object(let nested) where !nested.isEmpty:
        sections.append((member.name, lines(of: nested, indent: indent + 2, options: options)))
      case .array(let elements) where elements.contains(where: { $0.object != nil }):
        var body: [String] = []
        for (position, element) in elements.enumerated() {
          let elementPrefix = String(repeating: " ", count: indent + 2)
          body.append(elementPrefix + options.styled("\(position + 1).", .dim))
          if case .object(let nested) = element {
            body += lines(of: nested, indent: indent + 4, options: options)
          } else {
            body.append(elementPrefix + "  " + text(of: element).sanitizedForTerminalLine)
          }
        }
        sections.append(("\(member.name) (\(elements.count))", body))
      default:
        fields.append(FieldList.Field(member.name, text(of: member.value)))
      }
    }
    var lines = FieldList(fields).lines(options: inner).map { prefix + $0 }
    for section in sections {
      if !lines.isEmpty { lines.append("") }
      lines.append(prefix + options.styled(section.title.sanitizedForTerminalLine, .bold))
      lines += section.lines
    }
    return lines
  }

  /// The records a relationship links to: each type once, before its ids (`book 2, 7`); one
  /// record the answer included, by its name too (`author 3 · Ada Lovelace`).
  private static func text(
    of related: [ResourceIdentifier], included: [ResourceIdentifier: JSONObject]
  ) -> String {
    if related.count == 1, let only = related.first,
      let name = included[only].flatMap(RecordColumns.name(of:))
    {
      return "\(only.type) \(only.id) · \(name)"
    }
    var groups: [(type: String, ids: [String])] = []
    for identifier in related {
      if groups.last?.type == identifier.type {
        groups[groups.count - 1].ids.append(identifier.id)
      } else {
        groups.append((identifier.type, [identifier.id]))
      }
    }
    return groups.map { "\($0.type) \($0.ids.joined(separator: ", "))" }
      .joined(separator: ", ")
  }

  private static func text(of value: JSONValue) -> String {
    switch value {
    case .array(let elements) where elements.isEmpty: "[]"
    case .array(let elements): elements.map { RecordColumn.text(of: $0) }.joined(separator: ", ")
    case .object: "{}"
    case .null: "null"
    default: RecordColumn.text(of: value)
    }
  }
}
