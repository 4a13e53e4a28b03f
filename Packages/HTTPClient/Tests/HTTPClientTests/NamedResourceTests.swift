import HTTPClient
import TestSupport
import Testing

@Suite struct NamedResourceTests {
  @Test(
    arguments: [
      ("customers", "customers", nil), ("orders:api/v2/orders", "orders", "api/v2/orders"),
      ("orders:/api/orders", "orders", "api/orders"), ("my orders", "my orders", nil),
      ("a:b:c", "a", "b:c"), ("books:api/books/", "books", "api/books/"),
      ("books:/api/books/", "books", "api/books/"), ("books/", "books", "books/"),
      ("trips?_size=50", "trips", "trips?_size=50"),
      ("books/?format=json", "books", "books/?format=json"),
      ("trips:bikes/trips.json?_shape=objects", "trips", "bikes/trips.json?_shape=objects"),
    ] as [(String, String, String?)])
  func readsANameAndThePathAfterItsFirstColon(text: String, name: String, path: String?) {
    let resource = NamedResource(parsing: text)

    checkEqual(resource?.name, name, "\(text)")
    checkEqual(resource?.path, path, "\(text)")
  }

  @Test(arguments: [
    "", ":orders", "orders:", "?a=1", "orders:?a=1", "orders:/?a=1", "orders:/",
    "orders:api//orders", "orders:api/orders//", "/", ".", "..", "orders:./orders",
    "orders:api/..", "a/../b", "tab\u{9}name", "orders:api/\u{7}", "orders:api/../x?y=1",
  ])
  func refusesWhatNoPathCanHold(text: String) {
    checkEqual(NamedResource(parsing: text), nil, "\(text.debugDescription)")
  }

  @Test func aPathsQueryIsLeftAsideWhenItsSegmentsAreChecked() {
    check(NamedResource.names("trips", at: "trips?a=../b"), "the query is no segment")
    check(!NamedResource.names("trips", at: "../trips?a=1"))
    check(NamedResource.names("books", at: "api/books/"), "a final / is one empty segment")
    check(!NamedResource.names("", at: "books"), "a name is needed")
  }
}
