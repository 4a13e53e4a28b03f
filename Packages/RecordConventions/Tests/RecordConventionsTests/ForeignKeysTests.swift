import RecordConventions
import Testing

@Suite struct ForeignKeysTests {
  @Test func namesACollectionByItsSingularAndTheSuffix() {
    let keys = ForeignKeys.standard
    #expect(keys.idField == "id")
    #expect(keys.foreignKey(of: "posts") == "postId")
    #expect(keys.foreignKey(of: "people") == "personId")
    #expect(keys.foreignKey(expanding: "user") == "userId")
    #expect(keys.collection(namedBy: "postId") == "posts")
    #expect(keys.collection(namedBy: "personId") == "people")
    #expect(keys.collection(namedBy: "title") == nil)
  }

  @Test func takesACustomSuffix() {
    let keys = ForeignKeys(idField: "_id", suffix: "_id")
    #expect(keys.foreignKey(of: "categories") == "category_id")
    #expect(keys.foreignKey(expanding: "author") == "author_id")
    #expect(keys.collection(namedBy: "category_id") == "categories")
    #expect(keys.collection(namedBy: "person_id") == "people")
    #expect(keys.collection(namedBy: "categoryId") == nil)
  }

  /// json-server builds `new RegExp(suffix + "$")`: a suffix that is not plain word characters
  /// is a pattern, and one that does not compile is text.
  @Test func readsASuffixAsARegularExpressionUnlessPlain() {
    let pattern = ForeignKeys(suffix: "_?[Ii]d")
    #expect(pattern.collection(namedBy: "post_id") == "posts")
    #expect(pattern.collection(namedBy: "postId") == "posts")
    #expect(pattern.collection(namedBy: "title") == nil)
    let text = ForeignKeys(suffix: "(")
    #expect(text.collection(namedBy: "post(") == "posts")
  }

  @Test func comparesTheFieldsAndTheSuffixAlone() {
    #expect(ForeignKeys() == .standard)
    #expect(ForeignKeys(suffix: "_id") != .standard)
    #expect(Set([ForeignKeys(), .standard, ForeignKeys(idField: "_id")]).count == 2)
  }
}
