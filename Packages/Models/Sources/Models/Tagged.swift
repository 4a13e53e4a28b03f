/// A value of type `RawValue` tagged with a phantom `Tag`, so that identifiers and other primitive
/// values of different meanings cannot be mixed up.
///
/// Two `Tagged` types with different tags are different types, even when their raw values are the
/// same type. A post's identifier can therefore never be passed where a user's is expected:
///
/// <!-- not compiled: it shows the error the compiler gives -->
/// ```swift
/// let postID: Post.ID = 7
/// let userID: User.ID = postID  // error: cannot convert value of type 'Post.ID' to 'User.ID'
/// ```
///
/// `Tagged` takes on the conformances of its raw value: an `Int`-backed identifier is `Hashable`,
/// `Comparable`, `Codable` (as a bare number, through a single-value container), parses from a
/// command-line argument through `LosslessStringConvertible`, and can be written as a literal.
/// It takes on nothing its raw value lacks, so the compiler's refusals name the raw value and a
/// protocol, such as `requires that 'UUID' conform to 'LosslessStringConvertible'` for
/// `Device.ID(text)`: build the tagged value from its raw value instead,
/// `UUID(uuidString: text).map(Device.ID.init(rawValue:))`. <doc:TaggedConformanceErrors>
/// explains each such error and its fix.
public struct Tagged<Tag, RawValue>: RawRepresentable {
  public var rawValue: RawValue

  public init(rawValue: RawValue) {
    self.rawValue = rawValue
  }

  public init(_ rawValue: RawValue) {
    self.rawValue = rawValue
  }

  public func map<NewValue>(
    _ transform: (RawValue) throws -> NewValue
  ) rethrows -> Tagged<Tag, NewValue> {
    Tagged<Tag, NewValue>(rawValue: try transform(rawValue))
  }
}

extension Tagged: Equatable where RawValue: Equatable {}

extension Tagged: Hashable where RawValue: Hashable {}

extension Tagged: Sendable where RawValue: Sendable {}

extension Tagged: Comparable where RawValue: Comparable {
  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

extension Tagged: Decodable where RawValue: Decodable {
  /// Decodes the raw value from a single-value container, so a tagged value is encoded exactly
  /// like its raw value and the decoder's strategies (dates, data, ...) still apply.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    self.init(rawValue: try container.decode(RawValue.self))
  }
}

extension Tagged: Encodable where RawValue: Encodable {
  /// Encodes the raw value into a single-value container.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}

extension Tagged: CodingKeyRepresentable where RawValue: CodingKeyRepresentable {
  /// Creates a tagged value from a dictionary key, or returns `nil` when the raw value cannot.
  public init?<Key: CodingKey>(codingKey: Key) {
    guard let rawValue = RawValue(codingKey: codingKey) else { return nil }
    self.init(rawValue: rawValue)
  }

  /// The raw value's dictionary key, so a dictionary keyed by tagged values encodes as an object.
  public var codingKey: any CodingKey {
    rawValue.codingKey
  }
}

extension Tagged: CustomStringConvertible {
  /// The raw value's description, with no mention of the tag.
  public var description: String {
    String(describing: rawValue)
  }
}

extension Tagged: LosslessStringConvertible where RawValue: LosslessStringConvertible {
  public init?(_ description: String) {
    guard let rawValue = RawValue(description) else { return nil }
    self.init(rawValue: rawValue)
  }
}

extension Tagged: ExpressibleByIntegerLiteral where RawValue: ExpressibleByIntegerLiteral {
  public init(integerLiteral value: RawValue.IntegerLiteralType) {
    self.init(rawValue: RawValue(integerLiteral: value))
  }
}

extension Tagged: ExpressibleByUnicodeScalarLiteral
where RawValue: ExpressibleByUnicodeScalarLiteral {
  public init(unicodeScalarLiteral value: RawValue.UnicodeScalarLiteralType) {
    self.init(rawValue: RawValue(unicodeScalarLiteral: value))
  }
}

extension Tagged: ExpressibleByExtendedGraphemeClusterLiteral
where RawValue: ExpressibleByExtendedGraphemeClusterLiteral {
  public init(extendedGraphemeClusterLiteral value: RawValue.ExtendedGraphemeClusterLiteralType) {
    self.init(rawValue: RawValue(extendedGraphemeClusterLiteral: value))
  }
}

extension Tagged: ExpressibleByStringLiteral where RawValue: ExpressibleByStringLiteral {
  public init(stringLiteral value: RawValue.StringLiteralType) {
    self.init(rawValue: RawValue(stringLiteral: value))
  }
}

extension Tagged: Identifiable where RawValue: Identifiable {
  public var id: RawValue.ID {
    rawValue.id
  }
}
