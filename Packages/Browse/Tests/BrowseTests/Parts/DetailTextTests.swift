import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import NetworkClientTestSupport
import ScreenKit
import TerminalKit
import TerminalViews
import Testing

@testable import Browse
@testable import BrowseKit

@Suite struct DetailTextTests {
  @Test func aPostNotStoredOfflineIsWordedForTheBrowser() {
    let failure = LoadFailure(NetworkError.notStored(request: "GET http://127.0.0.1:8080/posts/7"))
    let state = PostDetailFeature.State(postID: 7, detail: .failed(failure))

    let text = DetailText.lines(of: state, width: 60, usesColor: false).joined(
      separator: " ")

    #expect(text.contains("browse it once online first"))
    #expect(!text.contains("run the command"))
  }
}
