import JavaScriptSemantics

/// How records name themselves and each other: the identifier's member and the foreign keys'
/// suffix, json-server's `--id` and `--foreignKeySuffix`.
///
/// A child names its parent with a foreign key made of the parent collection's singular name
/// and the suffix: with the default `Id`, a comment names its post with `postId`, and
/// `_expand=post` looks the post up in `posts` (``SampleInflection``).
struct SampleConventions: Hashable, Sendable {
  /// The member that identifies a record.
  let idField: String
  /// What follows a collection's singular name in a foreign key.
  let foreignKeySuffix: String
  /// The suffix as json-server reads it (`new RegExp(suffix + "$")`), when it is not plain
  /// letters, digits and `_`, and is a regular expression.
  private let suffixExpression: JavaScriptRegExp?

  /// Conventions of identifiers named `idField` and foreign keys ending with `foreignKeySuffix`.
  init(idField: String, foreignKeySuffix: String) {
    self.idField = idField
    self.foreignKeySuffix = foreignKeySuffix
    let isPlain = foreignKeySuffix.utf16.allSatisfy(
      JavaScriptRegExp.CodeUnitSet.wordCharacters.contains)
    suffixExpression =
      isPlain ? nil : try? JavaScriptRegExp(foreignKeySuffix + "$", ignoringCase: false)
  }

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.idField == rhs.idField && lhs.foreignKeySuffix == rhs.foreignKeySuffix
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(idField)
    hasher.combine(foreignKeySuffix)
  }

  /// The conventions of the sample data and of json-server's defaults: `id` and `Id`.
  static let standard = SampleConventions(idField: "id", foreignKeySuffix: "Id")

  /// The foreign key with which a record names its parent in the collection `collection`:
  /// `postId` for `posts`.
  func foreignKey(of collection: String) -> String {
    SampleInflection.singular(collection) + foreignKeySuffix
  }

  /// The foreign key `_expand=name` follows: `userId` for `user`.
  func foreignKey(expanding name: String) -> String {
    name + foreignKeySuffix
  }

  /// The collection a foreign key names, such as `posts` for `postId`; `nil` when the key does
  /// not end with the suffix. As in json-server, the suffix is a regular expression
  /// (`new RegExp(suffix + "$")`); one that is not is taken as text.
  func collection(namedBy key: String) -> String? {
    guard let suffixExpression else {
      guard key.hasSuffix(foreignKeySuffix) else { return nil }
      return SampleInflection.plural(String(key.dropLast(foreignKeySuffix.count)))
    }
    let units = Array(key.utf16)
    guard
      case let registers?? = suffixExpression.firstMatch(
        in: units, from: 0, budget: WorkBudget.unlimited())
    else { return nil }
    let stem = units[..<registers[0]] + units[registers[1]...]
    return SampleInflection.plural(String(decoding: stem, as: UTF16.self))
  }
}
