import Foundation
import JSONCoding

/// A file's JSON object, read with the places of its members, so that an error names the line
/// and column of the problem.
struct DatabaseDocument {
  let members: JSONObject
  private let memberOffsets: [Int]
  private let data: Data
  private let fileName: String

  /// Reads `data`, the contents of the file `fileName`, which must be a JSON object.
  static func parse(_ data: Data, fileName: String) throws(JSONServerError) -> DatabaseDocument {
    let parsed: (value: JSONValue, memberOffsets: [Int])
    do {
      parsed = try JSONValue.parseDocument(data)
    } catch {
      let (line, column) = error.offset.map { location(of: $0, in: data) } ?? (nil, nil)
      let place = line.map { " at line \($0), column \(column ?? 1)" } ?? ""
      throw JSONServerError(
        .invalidJSON, "\(fileName) is not valid JSON\(place): \(error.problem)", line: line,
        column: column)
    }
    guard case .object(let members) = parsed.value else {
      throw JSONServerError(
        .invalidContent, "\(fileName) holds \(parsed.value.kindDescription), not an object",
        line: 1, column: 1)
    }
    return DatabaseDocument(
      members: members, memberOffsets: parsed.memberOffsets, data: data, fileName: fileName)
  }

  /// An error about the member at `index`, naming its value's line and column.
  func error(_ problem: String, member index: Int) -> JSONServerError {
    let offset = index < memberOffsets.count ? memberOffsets[index] : 0
    let (line, column) = DatabaseDocument.location(of: offset, in: data)
    return JSONServerError(
      .invalidContent, "\(fileName), line \(line), column \(column): \(problem)", line: line,
      column: column)
  }

  /// The line and column, from 1, of the byte at `offset`; columns count characters.
  private static func location(of offset: Int, in data: Data) -> (line: Int, column: Int) {
    let position = TextPosition(offset: offset, in: data)
    return (position.line, position.column)
  }
}

extension JSONValue {
  /// The kind of value, with its article, for messages: `a string`, `an array`.
  var kindDescription: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}
