import Foundation

/// A `multipart/form-data` body as a server reads it (RFC 7578 and RFC 2046), written apart
/// from the client's encoder so that a test checks the bytes on the wire against the rules,
/// not against the code that wrote them.
public struct ReceivedMultipart: Sendable, Equatable {
  /// One part: its header fields and its bytes.
  public struct Part: Sendable, Equatable {
    /// The header fields, names lowercased.
    public var headers: [String: String]
    /// The part's bytes, from after its empty line to the CRLF before the next delimiter.
    public var body: Data

    /// The `name` parameter of `Content-Disposition: form-data`.
    public var name: String? { dispositionParameters["name"] }
    /// The `filename` parameter, for a file.
    public var fileName: String? { dispositionParameters["filename"] }
    /// The part's `Content-Type`, `nil` when it has none (a text field's).
    public var contentType: String? { headers["content-type"] }
    /// The body as UTF-8 text.
    public var text: String { String(decoding: body, as: UTF8.self) }

    /// The quoted parameters of `Content-Disposition`, by name.
    private var dispositionParameters: [String: String] {
      guard let disposition = headers["content-disposition"] else { return [:] }
      var parameters: [String: String] = [:]
      var rest = Substring(disposition)
      while let equals = rest.firstIndex(of: "=") {
        let name =
          rest[..<equals].split(separator: ";").last?
          .trimmingCharacters(in: .whitespaces).lowercased() ?? ""
        rest = rest[rest.index(after: equals)...]
        guard rest.first == "\"" else { break }
        rest = rest.dropFirst()
        guard let close = rest.firstIndex(of: "\"") else { break }
        parameters[name] = String(rest[..<close])
        rest = rest[rest.index(after: close)...]
      }
      return parameters
    }
  }

  /// What is wrong with a body, as a line.
  public struct Problem: Error, CustomStringConvertible {
    public var description: String
  }

  /// The boundary the `Content-Type` names.
  public var boundary: String
  /// The parts, in the order they came.
  public var parts: [Part]

  /// The parts of `body`, sent as `contentType`.
  ///
  /// - Throws: ``Problem`` for a type that is not `multipart/form-data` with a boundary, or a
  ///   body that does not start with the first delimiter, end with the last, or hold a part
  ///   without its empty line.
  public init(body: Data, contentType: String) throws {
    let pieces = contentType.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
    guard pieces.first?.lowercased() == "multipart/form-data",
      let parameter = pieces.first(where: { $0.lowercased().hasPrefix("boundary=") })
    else { throw Problem(description: "'\(contentType)' is not multipart/form-data") }
    boundary = String(parameter.dropFirst("boundary=".count)).trimmingCharacters(
      in: CharacterSet(charactersIn: "\""))
    let bytes = [UInt8](body)
    let opening = Array("--\(boundary)\r\n".utf8)
    let delimiter = Array("\r\n--\(boundary)".utf8)
    guard bytes.starts(with: opening) else {
      throw Problem(description: "the body does not start with --\(boundary)")
    }
    var parts: [Part] = []
    var start = opening.count
    while true {
      guard let end = Self.index(of: delimiter, in: bytes, from: start) else {
        throw Problem(description: "a part is not closed by the boundary")
      }
      parts.append(try Self.part(bytes[start..<end]))
      let after = end + delimiter.count
      let tail = Array(bytes[after...])
      if tail == Array("--\r\n".utf8) || tail == Array("--".utf8) { break }
      guard tail.starts(with: Array("\r\n".utf8)) else {
        throw Problem(description: "a delimiter is followed by neither CRLF nor --")
      }
      start = after + 2
    }
    self.parts = parts
  }

  /// The parts named `name`, in order.
  public func parts(named name: String) -> [Part] {
    parts.filter { $0.name == name }
  }

  private static func part(_ bytes: ArraySlice<UInt8>) throws -> Part {
    let blank = Array("\r\n\r\n".utf8)
    guard let end = index(of: blank, in: Array(bytes), from: 0) else {
      throw Problem(description: "a part has no empty line after its header")
    }
    let head = String(decoding: bytes.prefix(end), as: UTF8.self)
    var headers: [String: String] = [:]
    for line in head.components(separatedBy: "\r\n") {
      guard let colon = line.firstIndex(of: ":") else {
        throw Problem(description: "'\(line)' is not a header field")
      }
      headers[line[..<colon].lowercased()] = line[line.index(after: colon)...]
        .trimmingCharacters(in: .whitespaces)
    }
    return Part(headers: headers, body: Data(bytes.dropFirst(end + blank.count)))
  }

  private static func index(of needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
    guard start <= bytes.count else { return nil }
    return bytes[start...].firstRange(of: needle)?.lowerBound
  }
}
