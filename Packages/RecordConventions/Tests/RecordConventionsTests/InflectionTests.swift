import RecordConventions
import TestSupport
import Testing

/// The singulars and plurals by which collections and foreign keys are named.
@Suite struct InflectionTests {
  @Test(arguments: [
    ("post", "posts"), ("category", "categories"), ("box", "boxes"), ("person", "people"),
    ("leaf", "leaves"), ("hero", "heroes"), ("address", "addresses"), ("day", "days"),
    ("photo", "photos"), ("todo", "todos"), ("news", "news"), ("child", "children"),
    ("status", "statuses"), ("house", "houses"), ("size", "sizes"), ("Post", "Posts"),
  ])
  func inflects(singular: String, plural: String) {
    checkEqual(Inflection.plural(singular), plural)
    checkEqual(Inflection.singular(plural), singular)
    checkEqual(Inflection.plural(plural), plural)
    checkEqual(Inflection.singular(singular), singular)
  }

  @Test func givesPeopleForAPerson() {
    checkEqual(Inflection.plural("person"), "people")
    checkEqual(Inflection.singular("people"), "person")
  }
}
