import RecordConventions
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
    #expect(Inflection.plural(singular) == plural)
    #expect(Inflection.singular(plural) == singular)
    #expect(Inflection.plural(plural) == plural)
    #expect(Inflection.singular(singular) == singular)
  }

  @Test func givesPeopleForAPerson() {
    #expect(Inflection.plural("person") == "people")
    #expect(Inflection.singular("people") == "person")
  }
}
