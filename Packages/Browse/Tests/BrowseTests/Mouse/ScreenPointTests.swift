import Features
import FeaturesTesting
import JSONPlaceholderFeatures
import Models
import NetworkClient
import NetworkClientTestSupport
import ScreenKit
import TerminalKit
import Testing

@testable import Browse
@testable import BrowseKit

/// Each screen a click puts the cursor on, on the exhaustive `TestStore`: the item at the
/// index clicked, never one that is not shown.
@Suite(.timeLimit(.minutes(1))) struct ScreenPointTests {

}
