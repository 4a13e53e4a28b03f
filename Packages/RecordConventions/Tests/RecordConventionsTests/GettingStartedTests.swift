import RecordConventions
import TestSupport
import Testing

/// The code of the "Getting Started with RecordConventions" article
/// (`RecordConventions.docc/GettingStarted.md`), unchanged, with what the article says about it
/// asserted.
@Suite struct GettingStartedTests {
  @Test func inflects() {
    let people = Inflection.plural("person")
    let category = Inflection.singular("categories")
    // people is "people"; category is "category"

    checkEqual(people, "people")
    checkEqual(category, "category")
  }

  @Test func namesForeignKeys() {
    let keys = ForeignKeys.standard
    let parent = keys.collection(namedBy: "personId")
    let member = keys.foreignKey(of: "posts")
    // parent is "people"; member is "postId"; keys.collection(namedBy: "title") is nil

    checkEqual(parent, "people")
    checkEqual(member, "postId")
    checkEqual(keys.collection(namedBy: "title"), nil)

    let custom = ForeignKeys(idField: "_id", suffix: "_id")
    let expanded = custom.foreignKey(expanding: "author")
    // expanded is "author_id"; custom.collection(namedBy: "category_id") is "categories"

    checkEqual(expanded, "author_id")
    checkEqual(custom.collection(namedBy: "category_id"), "categories")
  }
}
