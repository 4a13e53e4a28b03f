import Foundation

/// A place in a text as a person finds it in an editor: its line and column, both from 1, the
/// column counting characters rather than bytes.
///
/// ```swift
/// let text = Data("{\"a\": 1,\n \"b\": [1,, 2]}".utf8)
/// let place = JSONValue.invalidPosition(in: text)
/// // place == TextPosition(line: 2, column: 10), where the second comma is
/// ```
public struct TextPosition: Sendable, Hashable, CustomStringConvertible {
  public var line: Int
  public var column: Int

  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// The place of the byte at `offset` of the UTF-8 text `data` (its end when `offset` is past
  /// it); a character cut by `offset` counts as one.
  public init(offset: Int, in data: Data) {
    let prefix = data.prefix(max(0, offset))
    let lineStart = prefix.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? prefix.startIndex
    line = prefix.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    column = String(decoding: prefix[lineStart...], as: UTF8.self).count + 1
  }

  /// `line 2, column 10`.
  public var description: String {
    "line \(line), column \(column)"
  }
}

extension JSONValue {
  /// Where `data` stops being one JSON value, as ``invalidOffset(in:)`` finds it, as a line and
  /// column; `nil` when it is one.
  public static func invalidPosition(in data: Data) -> TextPosition? {
    invalidOffset(in: data).map { TextPosition(offset: $0, in: data) }
  }
}
