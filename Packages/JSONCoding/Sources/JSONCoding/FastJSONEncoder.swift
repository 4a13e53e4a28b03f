import Foundation

/// Encodes `Encodable` values as JSON text byte for byte as Foundation's `JSONEncoder` does with
/// `.sortedKeys` and its default strategies, several times faster, or declines when it cannot
/// be sure to.
///
/// The text is written as the values encode, each object's members put in the order of their
/// names' UTF-8 bytes once the object is complete, with `.prettyPrinted` and
/// `.withoutEscapingSlashes` as `JSONEncoder` applies them. It declines what it does not write
/// exactly as `JSONEncoder` does: a member name used twice in one object, a container used after
/// another was opened after it in the same value, a `superEncoder`, arrays and objects nested
/// more than 256 deep, a number that is not finite (which `JSONEncoder` refuses). A throw means
/// "ask `JSONEncoder`": it decides, and its error is the one to report. Errors thrown by the
/// value's own `encode(to:)` pass through unchanged.
///
/// ```swift
/// struct Producer: Encodable {
///   var name: String
///   var id: Int
/// }
///
/// let encoder = JSONEncoder()
/// encoder.outputFormatting = [.sortedKeys]
/// let value = Producer(name: "Vineyard", id: 7)
/// let fast = try? FastJSONEncoder(standingInFor: encoder)?.encode(value)
/// let text = try fast.map { Data($0) } ?? encoder.encode(value)
/// // text is {"id":7,"name":"Vineyard"}
/// ```
public struct FastJSONEncoder: Sendable {
  /// Whether the text is indented as `.prettyPrinted` indents it.
  public var isPrettyPrinted: Bool
  /// Whether `/` is written as `\/`, as it is without `.withoutEscapingSlashes`.
  public var escapesSlashes: Bool
  /// What every encoder passed to `encode(to:)` carries in its `userInfo`.
  public var userInfo: [CodingUserInfoKey: any Sendable]

  /// An encoder of compact text with its slashes escaped, keys sorted, as `JSONEncoder` with
  /// `.sortedKeys` writes it.
  public init(
    isPrettyPrinted: Bool = false, escapesSlashes: Bool = true,
    userInfo: [CodingUserInfoKey: any Sendable] = [:]
  ) {
    self.isPrettyPrinted = isPrettyPrinted
    self.escapesSlashes = escapesSlashes
    self.userInfo = userInfo
  }

  /// An encoder that writes what `encoder` writes, with its `userInfo`; `nil` unless `encoder`
  /// sorts its keys (`.sortedKeys`, without which `JSONEncoder`'s order changes from run to
  /// run) and keeps its default strategies (keys, dates, data, non-conforming floats).
  public init?(standingInFor encoder: JSONEncoder) {
    let formatting = encoder.outputFormatting
    guard formatting.contains(.sortedKeys),
      formatting.isSubset(of: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]),
      case .useDefaultKeys = encoder.keyEncodingStrategy,
      case .deferredToDate = encoder.dateEncodingStrategy,
      case .base64 = encoder.dataEncodingStrategy,
      case .throw = encoder.nonConformingFloatEncodingStrategy
    else { return nil }
    self.init(
      isPrettyPrinted: formatting.contains(.prettyPrinted),
      escapesSlashes: !formatting.contains(.withoutEscapingSlashes), userInfo: encoder.userInfo)
  }

  /// The JSON text of `value`, in UTF-8.
  ///
  /// - Throws: ``Declined`` when `value` encodes in a way this encoder does not write exactly
  ///   as `JSONEncoder` does, or encodes nothing; any error `value` throws itself.
  public func encode<T: Encodable>(_ value: T) throws -> [UInt8] {
    let output = EncodingOutput(
      isPrettyPrinted: isPrettyPrinted, escapesSlashes: escapesSlashes, userInfo: userInfo)
    defer { output.close() }
    try output.encodeTopLevel(value)
    return output.bytes
  }

  /// Why ``FastJSONEncoder`` gave no text: the value asks for something it does not write
  /// exactly as `JSONEncoder` does. Encode with `JSONEncoder` instead: it decides.
  public struct Declined: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was declined, such as `a member name used twice`.
    public var description: String

    static let nothingEncoded = Declined(description: "a value that encodes nothing")
    static let repeatedName = Declined(description: "a member name used twice in one object")
    static let reusedContainer = Declined(
      description: "a container used out of turn, or a value encoded twice")
    static let superEncoder = Declined(description: "a superEncoder")
    static let nonFinite = Declined(description: "a number that is not finite")
    static let bridgedValue = Declined(
      description: "a class instance JSONEncoder encodes otherwise")
    static let tooDeep = Declined(description: "arrays and objects nested more than 256 deep")
  }
}
