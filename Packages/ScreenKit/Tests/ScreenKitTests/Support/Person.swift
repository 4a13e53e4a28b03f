import Features

/// An item of the tests' lists, as any API's records would be: a person, searched by name,
/// street and city.
struct Person: Searchable, Hashable, Sendable {
  var id: Int
  var name: String
  var street = "Main Street"
  var city = "Springfield"

  var searchableFields: [String] {
    [name, street, city]
  }
}
