import Features
import ScreenKit

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

extension Person {
  /// The columns a list of people sorts by: the id, the name, and the city, which a person may
  /// lack.
  static let sortColumns: [SortColumn<Person>] = [
    SortColumn("i", "id", header: "ID") { .number($0.id) },
    SortColumn("n", "name", header: "NAME") { .folding($0.name) },
    SortColumn("c", "city", header: "CITY") { $0.city.isEmpty ? .missing : .folding($0.city) },
  ]
}
