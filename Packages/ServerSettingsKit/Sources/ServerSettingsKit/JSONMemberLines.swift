import Foundation
import JSONCoding

/// Where the members of a JSON text are, by line, so that a message about a value read from a
/// file can name the line a person edits.
///
/// ```swift
/// let lines = JSONMemberLines(Data("{\n  \"a\": {\n    \"b\": 1\n  }\n}".utf8))
/// // lines.line(of: ["a", "b"]) == 3
/// ```
public struct JSONMemberLines: Sendable {
  private let bytes: [UInt8]

  /// The lines of the members of `data`, which should be one JSON value.
  public init(_ data: Data) {
    bytes = Array(data)
  }

  /// The line, from 1, of the member that `path` names, object by object from the outermost
  /// (the last of a name given twice); else of the nearest member on the way to it; 1 when
  /// there is none.
  public func line(of path: [String]) -> Int {
    var line = 1
    var best = 1
    var bestDepth = 0
    /// The member names of the open objects, `nil` for an array or a name not read yet.
    var names: [String?] = []
    var expectsName = false
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\n"):
        line += 1
      case UInt8(ascii: "{"):
        names.append(nil)
        expectsName = true
      case UInt8(ascii: "["):
        names.append(nil)
        expectsName = false
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        names.removeLast(names.isEmpty ? 0 : 1)
        expectsName = false
      case UInt8(ascii: ","):
        // In an object (whose last open container has a name once one is read), a name comes.
        expectsName = names.last.map { $0 != nil } ?? false
      case UInt8(ascii: "\""):
        let end = Self.stringEnd(bytes, from: index)
        if expectsName, !names.isEmpty {
          let name = Self.decodedString(bytes[index..<end])
          names[names.count - 1] = name
          let reached = names.compactMap { $0 }
          let depth = Self.matchingDepth(reached, path)
          if depth == reached.count, depth >= bestDepth, depth > 0 {
            (best, bestDepth) = (line, depth)
          }
          expectsName = false
        }
        index = end
        continue
      default:
        break
      }
      index += 1
    }
    return best
  }

  /// How many of `reached`'s names lead along `path`.
  private static func matchingDepth(_ reached: [String], _ path: [String]) -> Int {
    var depth = 0
    while depth < reached.count, depth < path.count, reached[depth] == path[depth] {
      depth += 1
    }
    return depth
  }

  /// The index after the string that starts with the quote at `start`.
  private static func stringEnd(_ bytes: [UInt8], from start: Int) -> Int {
    var index = start + 1
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "\\"): index += 2
      case UInt8(ascii: "\""): return index + 1
      default: index += 1
      }
    }
    return bytes.count
  }

  /// The text of a string's JSON, quotes included.
  private static func decodedString(_ json: ArraySlice<UInt8>) -> String {
    (try? JSONValue(parsing: Data(json)))?.string ?? ""
  }
}
