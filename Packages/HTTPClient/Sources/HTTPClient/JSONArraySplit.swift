import Foundation
import JSONCoding

/// Finds the elements of a top-level JSON array in its bytes, without parsing them.
enum JSONArraySplit {
  /// The byte ranges of the elements of the JSON array `data`, in order, each without the
  /// whitespace around it; `nil` when `data` is not an array whose elements are separated by
  /// commas at its top level (an object, a missing element, text after the closing bracket).
  ///
  /// Only brackets, braces, strings and commas are looked at, with a counter for the depth, so
  /// any nesting is split in constant stack; what an element holds is left to its decoder.
  static func elementRanges(in data: Data) -> [Range<Int>]? {
    var ranges: [Range<Int>] = []
    return forEachElement(in: data) { ranges.append($0) } ? ranges : nil
  }

  /// The number of elements of the JSON array `data`, as ``elementRanges(in:)`` finds them,
  /// without keeping their ranges; `nil` when `data` is not such an array.
  static func elementCount(in data: Data) -> Int? {
    var count = 0
    return forEachElement(in: data) { _ in count += 1 } ? count : nil
  }

  /// Calls `body` with the byte range of each element of the JSON array `data`, in order, as
  /// ``elementRanges(in:)`` finds them; returns whether `data` is such an array. When it is
  /// not, `body` may have been called for the elements before the fault.
  static func forEachElement(in data: Data, _ body: (Range<Int>) -> Void) -> Bool {
    data.withUnsafeBytes { buffer in
      forEachElement(in: buffer.bindMemory(to: UInt8.self)) { range in
        body((range.lowerBound + data.startIndex)..<(range.upperBound + data.startIndex))
      }
    }
  }

  private static func forEachElement(
    in bytes: UnsafeBufferPointer<UInt8>, _ body: (Range<Int>) -> Void
  ) -> Bool {
    var index = skippingWhitespace(in: bytes, from: 0)
    guard index < bytes.count, bytes[index] == UInt8(ascii: "[") else { return false }
    index = skippingWhitespace(in: bytes, from: index + 1)
    guard index < bytes.count else { return false }
    if bytes[index] == UInt8(ascii: "]") {
      return skippingWhitespace(in: bytes, from: index + 1) == bytes.count
    }
    while true {
      guard let end = elementEnd(in: bytes, from: index, closing: UInt8(ascii: "]")) else {
        return false
      }
      body(index..<trimmingWhitespace(in: bytes, from: index, to: end))
      if bytes[end] == UInt8(ascii: "]") {
        return skippingWhitespace(in: bytes, from: end + 1) == bytes.count
      }
      index = skippingWhitespace(in: bytes, from: end + 1)
      guard index < bytes.count, bytes[index] != UInt8(ascii: "]") else { return false }
    }
  }

  /// The byte range of the element of the JSON array `data` that comes last, as
  /// ``elementRanges(in:)`` finds it; `nil` when the array is empty or `data` is not one.
  static func lastElementRange(in data: Data) -> Range<Int>? {
    var last: Range<Int>?
    return forEachElement(in: data) { last = $0 } ? last : nil
  }

  /// The value at `path` of the JSON object `data`, as ``memberRange(at:in:)`` finds it, read
  /// alone; `nil` when there is none, or it is not JSON.
  static func member(at path: [String], in data: Data) -> JSONValue? {
    guard let range = memberRange(at: path, in: data) else { return nil }
    return try? JSONValue(parsing: data[range])
  }

  /// The byte range of the value at `path` of the JSON object `data`: the member named by the
  /// path's first name, then the member of that object named by the second, and so on; `data`
  /// whole for an empty path. `nil` when a step is not an object or has no such member.
  static func memberRange(at path: [String], in data: Data) -> Range<Int>? {
    var range = data.startIndex..<data.endIndex
    for name in path {
      guard let member = memberRange(named: name, in: data[range]) else { return nil }
      range = member
    }
    return range
  }

  /// The byte range of the value of the member `name` of the JSON object `data`, the first one
  /// so named, without the whitespace around it; `nil` when `data` is not an object or has no
  /// such member. The name is compared as the body spells it, escapes and all.
  static func memberRange(named name: String, in data: Data) -> Range<Int>? {
    data.withUnsafeBytes { buffer in
      memberRange(named: Array(name.utf8), in: buffer.bindMemory(to: UInt8.self)).map {
        ($0.lowerBound + data.startIndex)..<($0.upperBound + data.startIndex)
      }
    }
  }

  private static func memberRange(
    named name: [UInt8], in bytes: UnsafeBufferPointer<UInt8>
  ) -> Range<Int>? {
    var index = skippingWhitespace(in: bytes, from: 0)
    guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else { return nil }
    index = skippingWhitespace(in: bytes, from: index + 1)
    while index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
      guard let nameEnd = stringEnd(in: bytes, from: index) else { return nil }
      let isMatch = bytes[(index + 1)..<nameEnd].elementsEqual(name)
      index = skippingWhitespace(in: bytes, from: nameEnd + 1)
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
      index = skippingWhitespace(in: bytes, from: index + 1)
      guard let end = elementEnd(in: bytes, from: index, closing: UInt8(ascii: "}")) else {
        return nil
      }
      if isMatch {
        return index..<trimmingWhitespace(in: bytes, from: index, to: end)
      }
      guard bytes[end] == UInt8(ascii: ",") else { return nil }
      index = skippingWhitespace(in: bytes, from: end + 1)
    }
    return nil
  }

  /// The index of the `"` that ends the string whose opening `"` is at `start`, or `nil` when
  /// the text ends first.
  private static func stringEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    var index = start + 1
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "\\") {
        index += 1
      } else if bytes[index] == UInt8(ascii: "\"") {
        return index
      }
      index += 1
    }
    return nil
  }

  /// The index of the `,` or the `closing` bracket that ends the value starting at `start`, or
  /// `nil` when the value is empty, its brackets do not balance, or the text ends first.
  private static func elementEnd(
    in bytes: UnsafeBufferPointer<UInt8>, from start: Int, closing: UInt8
  ) -> Int? {
    var depth = 0
    var index = start
    var isInString = false
    while index < bytes.count {
      let byte = bytes[index]
      if isInString {
        if byte == UInt8(ascii: "\\") {
          index += 1
        } else if byte == UInt8(ascii: "\"") {
          isInString = false
        }
      } else {
        switch byte {
        case UInt8(ascii: "\""):
          isInString = true
        case UInt8(ascii: "["), UInt8(ascii: "{"):
          depth += 1
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
          if depth == 0 {
            return byte == closing && index > start ? index : nil
          }
          depth -= 1
        case UInt8(ascii: ","):
          if depth == 0 {
            return index > start ? index : nil
          }
        default:
          break
        }
      }
      index += 1
    }
    return nil
  }

  private static func skippingWhitespace(in bytes: UnsafeBufferPointer<UInt8>, from start: Int)
    -> Int
  {
    var index = start
    while index < bytes.count, isWhitespace(bytes[index]) {
      index += 1
    }
    return index
  }

  private static func trimmingWhitespace(
    in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int
  ) -> Int {
    var end = end
    while end > start, isWhitespace(bytes[end - 1]) {
      end -= 1
    }
    return end
  }

  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }
}
