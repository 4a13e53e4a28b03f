import Foundation
import HTTPBasics

/// A `multipart/form-data` body (RFC 7578): text fields and files, in order, each file sent
/// with its file name and media type and read from disk a block at a time as the request is
/// sent, never whole.
///
/// An endpoint sends it with ``Endpoint/sending(_:)`` of ``RequestBody/multipart(_:)``; its
/// length is counted from the files' sizes, so a server that needs `Content-Length` (as
/// Django's does) gets one.
///
/// ```swift
/// let form = MultipartForm([
///   .text("purpose", "dispute_evidence"),
///   .file("file", path: "receipt.pdf"),
/// ])
/// // form.contentType == "multipart/form-data; boundary=" + form.boundary
/// ```
public struct MultipartForm: Sendable, Hashable {
  /// The parts, in the order they are sent.
  public var parts: [Part]
  /// What separates the parts: 1 to 70 of RFC 2046's characters, never in a part's bytes.
  public var boundary: String

  /// A form of `parts` separated by `boundary`, a random one by default.
  public init(_ parts: [Part], boundary: String = MultipartForm.randomBoundary()) {
    self.parts = parts
    self.boundary = boundary
  }

  /// `multipart/form-data; boundary=…`, the body's `Content-Type`, the boundary quoted when it
  /// holds a character a token may not (a space, `(`, `)`, `,`, `/`, `:`, `=` or `?`).
  public var contentType: String {
    "multipart/form-data; boundary=" + (boundary.isHTTPToken ? boundary : "\"\(boundary)\"")
  }

  /// A boundary no part is likely to hold: `form-` and 32 random hexadecimal digits.
  public static func randomBoundary() -> String {
    var generator = SystemRandomNumberGenerator()
    return randomBoundary(using: &generator)
  }

  /// A boundary of the numbers of `generator`.
  public static func randomBoundary(using generator: inout some RandomNumberGenerator) -> String {
    let digits = Array("0123456789abcdef")
    return "form-" + String((0..<32).map { _ in digits[Int(generator.next() % 16)] })
  }

  /// The body's pieces, in order: the bytes around the parts and each file's size at `now`.
  ///
  /// - Throws: ``Failure`` for a file that cannot be read or is not a regular file, or a
  ///   boundary that RFC 2046 does not allow or that a text part holds.
  func segments() throws(Failure) -> [Segment] {
    guard Self.isValidBoundary(boundary) else { throw .invalidBoundary(boundary) }
    let delimiter = Data("--\(boundary)".utf8)
    var segments: [Segment] = []
    var pending = Data()
    for part in parts {
      pending.append(delimiter)
      pending.append(Self.lineBreak)
      pending.append(part.head)
      switch part.content {
      case .text(let text):
        let bytes = Data(text.utf8)
        guard bytes.firstRange(of: delimiter) == nil else { throw .boundaryInPart(part.name) }
        pending.append(bytes)
      case .data(let bytes):
        guard bytes.firstRange(of: delimiter) == nil else { throw .boundaryInPart(part.name) }
        pending.append(bytes)
      case .file(let path):
        segments.append(.bytes(pending))
        pending = Data()
        segments.append(.file(path: path, size: try FileSize.ofRegularFile(at: path)))
      }
      pending.append(Self.lineBreak)
    }
    pending.append(delimiter)
    pending.append(Data("--".utf8))
    pending.append(Self.lineBreak)
    segments.append(.bytes(pending))
    return segments
  }

  /// The number of bytes the body is, its files at their sizes now.
  ///
  /// - Throws: ``Failure`` as ``makeReader()`` does.
  public func contentLength() throws(Failure) -> Int64 {
    try segments().reduce(0) { total, segment in total + segment.count }
  }

  /// A reader of the body's bytes in order, the files counted as they are now; each file is
  /// opened when its part is reached, and closed after it.
  ///
  /// - Throws: ``Failure`` for a file that cannot be read or is not a regular file, or a
  ///   boundary that is not allowed or that a text part holds.
  public func makeReader() throws(Failure) -> Reader {
    Reader(segments: try segments())
  }

  /// Whether `boundary` is 1 to 70 of RFC 2046's `bchars`, not ending in a space.
  public static func isValidBoundary(_ boundary: String) -> Bool {
    let allowed = Set(
      "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'()+_,-./:=? ".utf8)
    return (1...70).contains(boundary.utf8.count) && boundary.utf8.allSatisfy(allowed.contains)
      && boundary.utf8.last != UInt8(ascii: " ")
  }

  static let lineBreak = Data("\r\n".utf8)

  /// A piece of the body: bytes of its own, or a file's, of the size it had when counted.
  enum Segment: Sendable, Hashable {
    case bytes(Data)
    case file(path: String, size: Int64)

    var count: Int64 {
      switch self {
      case .bytes(let data): Int64(data.count)
      case .file(_, let size): size
      }
    }
  }
}
