import Models
import NetworkClient
import NetworkClientTestSupport
import ScreenKit
import TerminalKit
import Testing

@testable import Browse
@testable import BrowseKit

/// `ScreenKit`'s `ListSort` on the columns of the browser's lists.
@Suite struct SortColumnsTests {

}
