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
/// terminal and nothing off one. Names and values are sanitized (see `sanitizedForTerminal`).
public struct RecordDetailView: Sendable {
  public var record: JSONObject

  public init(record: JSONObject) {
    self.record = record
  }

  /// The text to print: lines separated by `\n`, without a final line break.
  public func render(options: RenderOptions) -> String {
    guard !record.isEmpty else { return options.isTerminal ? "No fields." : "" }
    return Self.lines(of: record, indent: 0, options: options).joined(separator: "\n")
  }

  /// The narrowest a nested section is laid out, however deep it stands.
  private static let narrowestSection = 20

  private static func lines(of object: JSONObject, indent: Int, options: RenderOptions)
    -> [String]
  {
    var inner = options
    inner.width = max(options.width - indent, narrowestSection)
    let prefix = String(repeating: " ", count: indent)
    var fields: [FieldList.Field] = []
    var sections: [(title: String, lines: [String])] = []
    for member in object {
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
