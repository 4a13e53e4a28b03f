import JSONCoding
import JavaScriptSemantics

/// json-server's full-text search, `?q=text`: a record passes when the text occurs in the
/// text of any of its values, nested ones included (`q=tokyo` finds a user by
/// `address.city`), both lowercased as JavaScript lowercases them.
///
/// Each value is written as JavaScript's `String(value)` writes it (numbers as JavaScript
/// writes them, `true`), lowercased with `toLowerCase` (`İ` is `i̇`, a final `Σ` is `ς`) and
/// searched by UTF-16 code units, without Unicode normalization. As in json-server, values
/// JavaScript counts as false (`0`, `false`, `""` and `null`) are never searched, so
/// `q=false` finds nothing, and an empty text finds nothing either (`q=&q=a` searches for the
/// first, empty, one).
struct FullTextSearch: Sendable {
  /// The lowercased text searched for.
  let text: String
  private let units: [UInt16]

  init(_ text: String) {
    self.text = JavaScriptCase.lowercased(text)
    units = Array(self.text.utf16)
  }

  /// Whether `record`, or any value in it, contains the text.
  func matches(_ record: JSONValue) -> Bool {
    switch record {
    case .object(let members): members.contains { contains($0.value) }
    case .array(let elements): elements.contains(where: contains)
    case .string(let string):
      string.utf16.contains { contains(.string(String(decoding: [$0], as: UTF16.self))) }
    case .null, .bool, .number: false
    }
  }

  /// json-server's `deepQuery(value, q)`.
  private func contains(_ value: JSONValue) -> Bool {
    guard !value.isFalsy, !units.isEmpty else { return false }
    switch value {
    case .array(let elements): return elements.contains(where: contains)
    case .object(let members): return members.contains { contains($0.value) }
    default:
      let haystack = Array(JavaScriptCase.lowercased(value.javaScriptString).utf16)
      return FullTextSearch.indexOf(units, in: haystack)
    }
  }

  private static func indexOf(_ needle: [UInt16], in haystack: [UInt16]) -> Bool {
    guard needle.count <= haystack.count, let first = needle.first else { return needle.isEmpty }
    var start = 0
    while start + needle.count <= haystack.count {
      if haystack[start] == first, haystack[start..<(start + needle.count)].elementsEqual(needle) {
        return true
      }
      start += 1
    }
    return false
  }
}
