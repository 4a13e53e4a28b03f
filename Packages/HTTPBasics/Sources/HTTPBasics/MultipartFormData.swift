import Foundation

/// A `multipart/form-data` body as a server reads it (RFC 7578, RFC 2046): its parts in order,
/// each with its header fields, the name (and a file's name) its `Content-Disposition` gives,
/// and its bytes. Names and file names are kept as sent: a `"` in one is `%22`, as browsers
/// write it.
///
/// ```swift
/// let body = Data(
///   "--b\r\nContent-Disposition: form-data; name=\"title\"\r\n\r\nCover\r\n--b--\r\n".utf8)
/// let form = try MultipartFormData(parsing: body, contentType: "multipart/form-data; boundary=b")
/// // form.parts.map(\.name) == ["title"]
/// // form.parts.first?.text == "Cover"
/// ```
public struct MultipartFormData: Sendable, Hashable {
  /// One field of the form.
  public struct Part: Sendable, Hashable {
    /// The part's header fields, names lowercased.
    public var headers: [String: String]
    /// The `name` of its `Content-Disposition: form-data`.
    public var name: String
    /// The `filename` of a file; `nil` for a text field.
    public var fileName: String?
    /// The part's bytes, from after its empty line to the CRLF before the next delimiter.
    public var body: Data

    /// The part's `Content-Type`; `nil` when it has none, as a text field has.
    public var contentType: String? { headers["content-type"] }

    /// The bytes read as UTF-8, for a text field.
    public var text: String { String(decoding: body, as: UTF8.self) }
  }

  /// Why a body is not a form, as a line: `a part has no empty line after its header`.
  public struct Problem: Error, Sendable, Hashable, CustomStringConvertible {
    public var description: String
  }

  /// The boundary the `Content-Type` names.
  public var boundary: String
  /// The parts, in the order they came.
  public var parts: [Part]

  /// The parts of `body`, sent as `contentType`.
  ///
  /// - Throws: ``Problem`` for a type that is not `multipart/form-data` with a boundary, a body
  ///   that does not start with the first delimiter or end with the last, or a part without its
  ///   empty line or a `Content-Disposition: form-data` that names it.
  public init(parsing body: Data, contentType: String) throws(Problem) {
    var reader = HeaderValueReader(bytes: Array(contentType.utf8))
    let type = reader.valueBeforeParameters()
    guard type.lowercased() == "multipart/form-data", let parameters = reader.parameters(),
      let boundary = parameters["boundary"], !boundary.isEmpty
    else { throw Problem(description: "'\(contentType)' is not multipart/form-data") }
    self.boundary = boundary
    let bytes = [UInt8](body)
    let opening = Array("--\(boundary)".utf8)
    let delimiter = Array("\r\n--\(boundary)".utf8)
    let lineBreak = Array("\r\n".utf8)
    guard bytes.starts(with: opening) else {
      throw Problem(description: "the body does not start with --\(boundary)")
    }
    var parts: [Part] = []
    var start = opening.count
    // Each delimiter is followed by a line break and a part, or by `--` after the last.
    while bytes[start...].starts(with: lineBreak) {
      start += lineBreak.count
      guard let end = bytes[start...].firstRange(of: delimiter) else {
        throw Problem(description: "a part is not closed by the boundary")
      }
      parts.append(try Self.part(bytes[start..<end.lowerBound]))
      start = end.upperBound
    }
    guard bytes[start...].starts(with: Array("--".utf8)) else {
      throw Problem(description: "a delimiter is followed by neither CRLF nor --")
    }
    self.parts = parts
  }

  /// The parts named `name`, in order.
  public func parts(named name: String) -> [Part] {
    parts.filter { $0.name == name }
  }

  /// The part of `bytes`: its header fields up to the empty line, then its body.
  private static func part(_ bytes: ArraySlice<UInt8>) throws(Problem) -> Part {
    guard let blank = bytes.firstRange(of: Array("\r\n\r\n".utf8)) else {
      throw Problem(description: "a part has no empty line after its header")
    }
    var headers: [String: String] = [:]
    let head = String(decoding: bytes[..<blank.lowerBound], as: UTF8.self)
    for line in head.components(separatedBy: "\r\n") {
      guard let colon = line.firstIndex(of: ":") else {
        throw Problem(description: "'\(line.prefix(80))' is not a header field")
      }
      headers[line[..<colon].lowercased()] = line[line.index(after: colon)...]
        .trimmingCharacters(in: [" ", "\t"])
    }
    var reader = HeaderValueReader(bytes: Array((headers["content-disposition"] ?? "").utf8))
    guard reader.valueBeforeParameters().lowercased() == "form-data",
      let parameters = reader.parameters(), let name = parameters["name"]
    else { throw Problem(description: "a part has no Content-Disposition: form-data; name=…") }
    return Part(
      headers: headers, name: name, fileName: parameters["filename"],
      body: Data(bytes[blank.upperBound...]))
  }
}
