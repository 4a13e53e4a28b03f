import Foundation

/// The header fields of a request or response, in order, with names compared without regard to
/// case as HTTP compares them.
public struct HTTPHeaders: Hashable, Sendable, ExpressibleByDictionaryLiteral, Sequence {
  /// The fields as sent, in order; a name may appear more than once.
  public private(set) var fields: [(name: String, value: String)]

  public init(_ fields: [(name: String, value: String)] = []) {
    self.fields = fields
  }

  public init(dictionaryLiteral elements: (String, String)...) {
    fields = elements.map { (name: $0.0, value: $0.1) }
  }

  /// The value of the first field named `name`; setting replaces every field of that name, and
  /// `nil` removes them.
  public subscript(name: String) -> String? {
    get { fields.first { Self.same($0.name, name) }?.value }
    set {
      let index = fields.firstIndex { Self.same($0.name, name) } ?? fields.endIndex
      fields.removeAll { Self.same($0.name, name) }
      if let newValue {
        fields.insert((name, newValue), at: Swift.min(index, fields.endIndex))
      }
    }
  }

  /// The values of every field named `name`, in order.
  public func values(of name: String) -> [String] {
    fields.filter { Self.same($0.name, name) }.map(\.value)
  }

  /// Whether a field named `name` lists `token` among its comma-separated values, ignoring case,
  /// as `Connection: keep-alive, Upgrade` lists `upgrade`.
  public func contains(_ name: String, token: String) -> Bool {
    values(of: name).contains { value in
      value.split(separator: ",").contains {
        Self.same($0.trimmingCharacters(in: .whitespaces), token)
      }
    }
  }

  /// Adds a field at the end, keeping fields of the same name.
  public mutating func add(name: String, value: String) {
    fields.append((name, value))
  }

  public func makeIterator() -> IndexingIterator<[(name: String, value: String)]> {
    fields.makeIterator()
  }

  /// Whether both have the same fields in the same order, names spelled alike.
  public static func == (left: HTTPHeaders, right: HTTPHeaders) -> Bool {
    left.fields.elementsEqual(right.fields) { $0.name == $1.name && $0.value == $1.value }
  }

  public func hash(into hasher: inout Hasher) {
    for field in fields {
      hasher.combine(field.name)
      hasher.combine(field.value)
    }
  }

  /// Whether two field names are the same, ignoring the case of ASCII letters.
  static func same(_ left: String, _ right: String) -> Bool {
    left.utf8.count == right.utf8.count
      && zip(left.utf8, right.utf8).allSatisfy { lowercased($0) == lowercased($1) }
  }

  private static func lowercased(_ byte: UInt8) -> UInt8 {
    byte >= 65 && byte <= 90 ? byte + 32 : byte
  }
}
