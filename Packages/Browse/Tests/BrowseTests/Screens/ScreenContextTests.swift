import Features
import JSONPlaceholderFeatures
import NetworkClient
import ScreenKit
import TestSupport
import Testing

@testable import Browse
@testable import BrowseKit

/// What an API's screens are made with rides in the context under keys of its own.
@Suite struct ScreenContextTests {
  private enum Greeting: ScreenContextKey {
    static var defaultValue: String { "hello" }
  }

  private static let context = ScreenContext(
    collections: .unimplemented,
    lists: TabLists(
      records: RecordsScreen(collections: .unimplemented, isOffline: false),
      lists: []),
    catalog: .jsonPlaceholder, isOffline: false, runtime: .inert)

  @Test func aKeyNotSetReadsItsDefaultAndOneSetReadsWhatWasSet() {
    var context = Self.context
    checkEqual(context[Greeting.self], "hello")
    context[Greeting.self] = "bonjour"
    checkEqual(context[Greeting.self], "bonjour")
    checkEqual(Self.context[Greeting.self], "hello", "a copy is not changed")
  }

}
