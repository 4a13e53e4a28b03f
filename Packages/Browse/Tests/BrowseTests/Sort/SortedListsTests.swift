import Dependencies
import Features
import FeaturesTesting
import Foundation
import JSONPlaceholderFeatures
import Models
import NetworkClient
import NetworkClientTestSupport
import ScreenKit
import TerminalKit
import TestSupport
import Testing

@testable import Browse
@testable import BrowseKit

/// `S` then a column's letter on the lists, on the exhaustive `TestStore`: the order, the
/// cursor kept on its row, what the status line is told, and the order kept while the rows are
/// loaded again.
@Suite(.timeLimit(.minutes(1))) struct SortedListsTests {
  private typealias Feed = FeedFeature<PostSummary>

  private static let users = [
    Sample.user(1, name: "Leanne Graham", city: "Gwenborough"),
    Sample.user(2, name: "Ervin Howell", city: "Wisokyburgh"),
    Sample.user(3, name: "clementine Bauch", city: "McKenziehaven"),
    Sample.user(4, name: "Émile Zola", city: "Gwenborough"),
  ]
  private static let zurich = Sample.user(5, name: "Aaron", city: "Zürich")

}
