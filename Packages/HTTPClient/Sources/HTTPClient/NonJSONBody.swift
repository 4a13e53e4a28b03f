import Foundation
import JSONCoding

/// Why a body that should be JSON is not, in the words of a message: what it is instead (an
/// empty body, an HTML page, XML), or where it stops being JSON.
enum NonJSONBody {
  /// `the body is an HTML page, not JSON`, `the body is not JSON: it fails at line 2, column
  /// 10`, the body called `subject`; `nil` for a body that is one JSON value.
  static func reason(_ data: Data, calling subject: String = "the body") -> String? {
    let start = data.firstIndex { !isWhitespace($0) }
    guard let start else { return "\(subject) is empty, not JSON" }
    guard let offset = JSONValue.invalidOffset(in: data) else { return nil }
    guard data[start] == UInt8(ascii: "<") else {
      let position = TextPosition(offset: offset, in: data)
      let byte = offset < data.count ? data[data.startIndex + offset] : nil
      let opens = byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{")
      let nesting = opens ? " (or nests deeper than \(JSONValue.maximumDepth))" : ""
      return "\(subject) is not JSON\(nesting): it fails at \(position)"
    }
    return "\(subject) is \(isHTML(data[start...]) ? "an HTML page" : "XML"), not JSON"
  }

  /// Whether a text that starts with `<` is an HTML page: it names `html`, `head` or `body` in
  /// its first bytes, or declares itself HTML.
  private static func isHTML(_ text: Data) -> Bool {
    let start = String(decoding: text.prefix(htmlSniffLength), as: UTF8.self).lowercased()
    return ["<!doctype html", "<html", "<head", "<body"].contains { start.contains($0) }
  }

  /// How many bytes of a body are looked at to tell HTML from XML.
  private static let htmlSniffLength = 1024

  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }
}
