import RecordConventions
import TestSupport
import Testing

@Suite struct ForeignKeysTests {
  @Test func namesACollectionByItsSingularAndTheSuffix() {
    let keys = ForeignKeys.standard
    checkEqual(keys.idField, "id")
    checkEqual(keys.foreignKey(of: "posts"), "postId")
    checkEqual(keys.foreignKey(of: "people"), "personId")
    checkEqual(keys.foreignKey(expanding: "user"), "userId")
    checkEqual(keys.collection(namedBy: "postId"), "posts")
    checkEqual(keys.collection(namedBy: "personId"), "people")
    checkEqual(keys.collection(namedBy: "title"), nil)
  }

  @Test func takesACustomSuffix() {
    let keys = ForeignKeys(idField: "_id", suffix: "_id")
    checkEqual(keys.foreignKey(of: "categories"), "category_id")
    checkEqual(keys.foreignKey(expanding: "author"), "author_id")
    checkEqual(keys.collection(namedBy: "category_id"), "categories")
    checkEqual(keys.collection(namedBy: "person_id"), "people")
    checkEqual(keys.collection(namedBy: "categoryId"), nil)
  }

  /// json-server builds `new RegExp(suffix + "$")`: a suffix that is not plain word characters
  /// is a pattern, and one that does not compile is text.
  @Test func readsASuffixAsARegularExpressionUnlessPlain() {
    let pattern = ForeignKeys(suffix: "_?[Ii]d")
    checkEqual(pattern.collection(namedBy: "post_id"), "posts")
    checkEqual(pattern.collection(namedBy: "postId"), "posts")
    checkEqual(pattern.collection(namedBy: "title"), nil)
    let text = ForeignKeys(suffix: "(")
    checkEqual(text.collection(namedBy: "post("), "posts")
  }

  @Test func comparesTheFieldsAndTheSuffixAlone() {
    checkEqual(ForeignKeys(), .standard)
    check(ForeignKeys(suffix: "_id") != .standard)
    checkEqual(Set([ForeignKeys(), .standard, ForeignKeys(idField: "_id")]).count, 2)
  }
}
