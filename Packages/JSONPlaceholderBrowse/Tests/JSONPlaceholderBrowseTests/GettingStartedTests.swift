import BrowseKit
import Features
import JSONPlaceholderBrowse
import TestSupport
import Testing

/// The code of the getting-started article, line for line, with what it says it gives.
@Suite struct GettingStartedTests {
  @Test func theCatalog() {
    let catalog = ResourceCatalog.jsonPlaceholder
    let tabs = catalog.resources.map(\.name)
    // tabs == ["posts", "users", "comments", "albums", "photos", "todos"]
    let userRules = catalog.rules["users"] ?? [:]
    // userRules["email"] == .email: a user's form refuses an email that is not an address
    checkEqual(tabs, ["posts", "users", "comments", "albums", "photos", "todos"])
    checkEqual(userRules["email"], .email)
  }

  @Test func anotherServersCatalogTakesTheAddOns() {
    let books = ResourceCatalog(
      resources: [BrowsedResource(name: "books"), BrowsedResource(name: "users")],
      addOns: RecordAddOn.jsonPlaceholder)
    checkEqual(books.addOns.count, RecordAddOn.jsonPlaceholder.count)
  }
}
