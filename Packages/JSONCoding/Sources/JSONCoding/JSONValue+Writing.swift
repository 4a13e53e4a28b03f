import Foundation

extension JSONValue {
  /// How ``JSONValue/serialized(_:)`` lays a value out.
  public enum Layout: Sendable {
    /// On one line, without a space: `{"id":1,"tags":["a","b"]}`.
    case compact
    /// As `JSON.stringify(value, null, 2)` writes it: a member or element a line, indented by
    /// two spaces a level, `"name": value`, and `[]` and `{}` for empty containers.
    case indented
  }

  /// The UTF-8 text of the value: numbers as written, members in order, strings escaped as
  /// `JSON.stringify` escapes them (`"`, `\` and the control characters; `/` and non-ASCII
  /// characters as themselves).
  public func serialized(_ layout: Layout = .compact) -> Data {
    var writer = ByteWriter()
    defer { writer.deallocate() }
    write(into: &writer, indented: layout == .indented, depth: 0)
    return Data(writer.bytes)
  }

  private func write(into writer: inout ByteWriter, indented: Bool, depth: Int) {
    switch self {
    case .null:
      writer.append("null")
    case .bool(let bool):
      writer.append(bool ? "true" : "false")
    case .number(let number):
      writer.append(contentsOf: number.text)
    case .string(let string):
      writer.appendQuoted(string, escapingSlashes: false)
    case .array(let elements):
      writer.append(.openBracket)
      for (position, element) in elements.enumerated() {
        Self.writeSeparator(into: &writer, first: position == 0, indented: indented, depth: depth)
        element.write(into: &writer, indented: indented, depth: depth + 1)
      }
      Self.writeClosing(
        .closeBracket, into: &writer, empty: elements.isEmpty, indented: indented, depth: depth)
    case .object(let object):
      writer.append(.openBrace)
      for (position, member) in object.members.enumerated() {
        Self.writeSeparator(into: &writer, first: position == 0, indented: indented, depth: depth)
        writer.appendQuoted(member.name, escapingSlashes: false)
        writer.append(indented ? ": " : ":")
        member.value.write(into: &writer, indented: indented, depth: depth + 1)
      }
      Self.writeClosing(
        .closeBrace, into: &writer, empty: object.isEmpty, indented: indented, depth: depth)
    }
  }

  /// Writes what comes before a member or an element of a container at `depth`.
  private static func writeSeparator(
    into writer: inout ByteWriter, first: Bool, indented: Bool, depth: Int
  ) {
    if !first { writer.append(.comma) }
    guard indented else { return }
    writer.append(.newline)
    writer.append(.space, times: (depth + 1) * 2)
  }

  private static func writeClosing(
    _ closer: UInt8, into writer: inout ByteWriter, empty: Bool, indented: Bool, depth: Int
  ) {
    if indented, !empty {
      writer.append(.newline)
      writer.append(.space, times: depth * 2)
    }
    writer.append(closer)
  }
}
