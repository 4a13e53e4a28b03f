/// How records name themselves and each other: the identifier's member and the foreign keys'
/// suffix, json-server's `--id` and `--foreignKeySuffix`.
///
/// A child names its parent with a foreign key made of the parent collection's singular name
/// and the suffix: with the default `Id`, a comment names its post with `postId`, and
/// `_expand=post` looks the post up in `posts` (``SampleInflection``).
struct SampleConventions: Hashable, Sendable {
  /// The member that identifies a record.
  var idField: String
  /// What follows a collection's singular name in a foreign key.
  var foreignKeySuffix: String

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
  /// not end with the suffix.
  func collection(namedBy key: String) -> String? {
    guard key.hasSuffix(foreignKeySuffix) else { return nil }
    return SampleInflection.plural(String(key.dropLast(foreignKeySuffix.count)))
  }
}
