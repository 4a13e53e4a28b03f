import Foundation

/// Decodes `Decodable` values from JSON as Foundation's `JSONDecoder` does with its default
/// strategies, several times faster, or declines when it cannot be sure to.
///
/// It gives the very value `JSONDecoder` gives, or throws. It reads only strictly valid JSON
/// (RFC 8259: valid UTF-8, no control characters in strings, paired surrogate escapes, nesting
/// at most 63 deep) and declines anything it is not certain `JSONDecoder` reads alike: an
/// object with a repeated or escaped or non-ASCII member name that is decoded as a keyed
/// container, an integer written with a fraction or an exponent, a `Float`, `Data` or `Decimal`,
/// a `superDecoder`. Once it has thrown, even an error the type caught and recovered from, the
/// decoding as a whole throws: its errors are not `JSONDecoder`'s, and a type could recover
/// from the two differently. So a throw means "ask `JSONDecoder`": it decides, and its error
/// is the one to report.
///
/// ```swift
/// struct Producer: Decodable {
///   var id: Int
///   var name: String
/// }
///
/// let data = Data(#"{"id": 7, "name": "Vineyard"}"#.utf8)
/// let decoder = JSONDecoder()
/// let fast = try? FastJSONDecoder(standingInFor: decoder)?.decode(Producer.self, from: data)
/// let producer = try fast ?? decoder.decode(Producer.self, from: data)
/// // producer.name == "Vineyard"
/// ```
///
/// A decoder or container that a type keeps past the end of its `init(from:)` throws when used.
public struct FastJSONDecoder: Sendable {
  /// What every decoder passed to `init(from:)` carries in its `userInfo`.
  public var userInfo: [CodingUserInfoKey: any Sendable]

  public init(userInfo: [CodingUserInfoKey: any Sendable] = [:]) {
    self.userInfo = userInfo
  }

  /// A decoder that gives what `decoder` gives, with its `userInfo`; `nil` when `decoder` is
  /// set to something other than its default strategies (keys, dates, data, non-conforming
  /// floats), reads JSON5, or assumes a top-level dictionary.
  public init?(standingInFor decoder: JSONDecoder) {
    guard case .useDefaultKeys = decoder.keyDecodingStrategy,
      case .deferredToDate = decoder.dateDecodingStrategy,
      case .base64 = decoder.dataDecodingStrategy,
      case .throw = decoder.nonConformingFloatDecodingStrategy,
      !decoder.allowsJSON5, !decoder.assumesTopLevelDictionary
    else { return nil }
    self.init(userInfo: decoder.userInfo)
  }

  /// The `T` that `JSONDecoder` decodes from `data`.
  ///
  /// - Throws: ``Declined`` when `data` is not JSON this decoder reads exactly as
  ///   `JSONDecoder` does, or does not hold a `T`; any error `T` throws itself.
  public func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
    try data.withUnsafeBytes { buffer in
      try decode(type, from: buffer)
    }
  }

  /// The `T` that `JSONDecoder` decodes from the JSON text in `bytes`, which need stay valid
  /// only for the call.
  ///
  /// - Throws: ``Declined`` when `bytes` are not JSON this decoder reads exactly as
  ///   `JSONDecoder` does, or do not hold a `T`; any error `T` throws itself.
  public func decode<T: Decodable>(_ type: T.Type, from bytes: UnsafeRawBufferPointer) throws
    -> T
  {
    let text = bytes.bindMemory(to: UInt8.self)
    guard JSONSyntax.isValid(text) else { throw Declined.invalidJSON }
    let input = DecodingInput(bytes: text, userInfo: userInfo)
    defer { input.close() }
    let value = try input.decode(
      type, at: JSONSyntax.skippingWhitespace(text, from: 0), path: CodingPathSteps.root)
    guard !input.isDeclined else { throw Declined.unsupported }
    return value
  }

  /// Why ``FastJSONDecoder`` gave no value: the text or the type asks for something it does
  /// not read exactly as `JSONDecoder` does, or the text does not hold the type. Decode with
  /// `JSONDecoder` instead: it decides.
  public struct Declined: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was declined, such as `not strictly valid JSON`.
    public var description: String

    static let invalidJSON = Declined(description: "not strictly valid JSON")
    static let mismatch = Declined(description: "the value does not have the type asked for")
    static let missingKey = Declined(description: "no member of that name")
    static let unsupported = Declined(description: "a value decoded otherwise by JSONDecoder")
    static let closed = Declined(description: "a decoder used after its decoding ended")
  }
}
