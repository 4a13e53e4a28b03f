import Foundation

/// A `multipart/form-data` body as the server reads it (RFC 7578): its parts in order, each
/// with its field's name, a file's name and type, and its bytes. Names are kept as sent: a `"`
/// in one is `%22`, as browsers and the client write it.
struct MultipartBody {
  /// One field of the form.
  struct Part {
    /// The `name` of its `Content-Disposition`.
    var name: String
    /// The `filename` of a file; `nil` for a text field.
    var fileName: String?
    /// Its `Content-Type`; `nil` for none, as a text field has.
    var contentType: String?
    /// Its bytes.
    var body: Data

    /// The bytes read as UTF-8, for a text field.
    var text: String {
      String(decoding: body, as: UTF8.self)
    }
  }

  /// The parts, in the order they came.
  var parts: [Part]

  /// The parts of `body` sent as `contentType`; `nil` when that is not `multipart/form-data`
  /// with a boundary, or `body` is not parts between its delimiters, each named.
  init?(_ body: Data, contentType: String?) {
    guard let contentType else { return nil }
    let (type, parameters) = Self.fieldValue(contentType)
    guard type.lowercased() == "multipart/form-data", let boundary = parameters["boundary"] else {
      return nil
    }
    let bytes = [UInt8](body)
    let opening = Array("--\(boundary)".utf8)
    let delimiter = Array("\r\n--\(boundary)".utf8)
    let lineBreak = Array("\r\n".utf8)
    guard bytes.starts(with: opening) else { return nil }
    var parts: [Part] = []
    var start = opening.count
    // Each delimiter is followed by a line break and a part, or by `--` after the last.
    while bytes[start...].starts(with: lineBreak) {
      start += lineBreak.count
      guard let end = bytes[start...].firstRange(of: delimiter),
        let part = Self.part(bytes[start..<end.lowerBound])
      else { return nil }
      parts.append(part)
      start = end.upperBound
    }
    guard bytes[start...].starts(with: Array("--".utf8)) else { return nil }
    self.parts = parts
  }

  /// The part of `bytes`: its header fields up to the empty line, then its body; `nil`
  /// without a `Content-Disposition` of `form-data` that names it.
  private static func part(_ bytes: ArraySlice<UInt8>) -> Part? {
    guard let blank = bytes.firstRange(of: Array("\r\n\r\n".utf8)) else { return nil }
    var fields: [String: String] = [:]
    let head = String(decoding: bytes[..<blank.lowerBound], as: UTF8.self)
    for line in head.components(separatedBy: "\r\n") {
      guard let colon = line.firstIndex(of: ":") else { return nil }
      fields[line[..<colon].lowercased()] = line[line.index(after: colon)...]
        .trimmingCharacters(in: .whitespaces)
    }
    guard let disposition = fields["content-disposition"] else { return nil }
    let (kind, parameters) = fieldValue(disposition)
    guard kind.lowercased() == "form-data", let name = parameters["name"] else { return nil }
    return Part(
      name: name, fileName: parameters["filename"], contentType: fields["content-type"],
      body: Data(bytes[blank.upperBound...]))
  }

  /// A header field's value and its parameters by lowercased name, each unquoted:
  /// `form-data; name="file"; filename="a; b.pdf"` is `form-data` with `name` and `filename`.
  static func fieldValue(_ field: String) -> (value: String, parameters: [String: String]) {
    var rest = Substring(field)
    let value = rest.prefix { $0 != ";" }
    rest = rest.dropFirst(value.count)
    var parameters: [String: String] = [:]
    while rest.first == ";" {
      rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" }
      let name = rest.prefix { $0 != "=" && $0 != ";" }
      rest = rest.dropFirst(name.count)
      guard rest.first == "=" else { continue }
      rest = rest.dropFirst()
      var text = ""
      if rest.first == "\"" {
        rest = rest.dropFirst()
        // A quoted string ends at the next `"` that no `\` escapes.
        while let character = rest.first, character != "\"" {
          rest = rest.dropFirst()
          if character == "\\", let escaped = rest.first {
            text.append(escaped)
            rest = rest.dropFirst()
          } else {
            text.append(character)
          }
        }
        rest = rest.dropFirst().drop { $0 != ";" }
      } else {
        text = String(rest.prefix { $0 != ";" }).trimmingCharacters(in: .whitespaces)
        rest = rest.drop { $0 != ";" }
      }
      parameters[name.trimmingCharacters(in: .whitespaces).lowercased()] = text
    }
    return (value.trimmingCharacters(in: .whitespaces), parameters)
  }
}
