import JavaScriptSemantics

/// How records name themselves and each other: the identifier's member and the foreign keys'
/// suffix, json-server's `--id` and `--foreignKeySuffix`.
///
/// A child names its parent with a foreign key made of the parent collection's singular name
/// and the suffix: with the default `Id`, a comment names its post with `postId`, and
/// `_expand=post` looks the post up in `posts` (``Inflection``).
public struct ForeignKeys: Sendable, Hashable {
  /// The member that identifies a record, json-server's `--id`: `id` by default.
  public let idField: String
  /// What follows a collection's singular name in a foreign key, json-server's
  /// `--foreignKeySuffix`: `Id` by default.
  public let suffix: String
  /// The suffix as json-server reads it (`new RegExp(suffix + "$")`), when it is not plain
  /// letters, digits and `_`, and is a regular expression.
  private let suffixExpression: JavaScriptRegExp?

  /// Reads `suffix` once, as ``collection(namedBy:)`` uses it.
  public init(idField: String = "id", suffix: String = "Id") {
    self.idField = idField
    self.suffix = suffix
    let isPlain = suffix.utf16.allSatisfy(JavaScriptRegExp.CodeUnitSet.wordCharacters.contains)
    suffixExpression = isPlain ? nil : try? JavaScriptRegExp(suffix + "$", ignoringCase: false)
  }

  /// Equal when the identifier's member and the suffix are, whatever the suffix compiled to.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.idField == rhs.idField && lhs.suffix == rhs.suffix
  }

  /// Hashes what ``==(_:_:)`` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(idField)
    hasher.combine(suffix)
  }

  /// The conventions of the sample data and of json-server's defaults: `id` and `Id`.
  public static let standard = ForeignKeys()

  /// The foreign key with which a record names its parent in the collection `collection`:
  /// `postId` for `posts`.
  public func foreignKey(of collection: String) -> String {
    Inflection.singular(collection) + suffix
  }

  /// The foreign key `_expand=name` follows: `userId` for `user`.
  public func foreignKey(expanding name: String) -> String {
    name + suffix
  }

  /// The collection a foreign key names, such as `posts` for `postId`; `nil` when the key does
  /// not end with the suffix. As in json-server, the suffix is a regular expression
  /// (`new RegExp(suffix + "$")`) unless it is plain letters, digits and `_`; one that does not
  /// compile is taken as text.
  public func collection(namedBy key: String) -> String? {
    guard let suffixExpression else {
      guard key.hasSuffix(suffix) else { return nil }
      return Inflection.plural(String(key.dropLast(suffix.count)))
    }
    let units = Array(key.utf16)
    guard
      case let registers?? = suffixExpression.firstMatch(
        in: units, from: 0, budget: WorkBudget.unlimited())
    else { return nil }
    let stem = units[..<registers[0]] + units[registers[1]...]
    return Inflection.plural(String(decoding: stem, as: UTF16.self))
  }
}
