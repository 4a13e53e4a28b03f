import Features
import Foundation
import JSONPlaceholderFeatures
import Models
import NetworkClient
import NetworkClientTestSupport
import ScreenKit
import TerminalKit
import Testing

@testable import Browse
@testable import BrowseKit

/// The tabs' lists as one feature: what each tab is, and what the browser reads of a list's
/// actions whichever tab it is.
@Suite struct TabListsTests {

}
