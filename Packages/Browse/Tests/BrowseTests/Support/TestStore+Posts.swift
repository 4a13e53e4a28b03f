import Features
import FeaturesTesting
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit

@testable import Browse
@testable import BrowseKit

extension TestStore where R == BrowseFeature {
  /// Receives the answer `detail` of the post opened as `screen` over the posts, which then
  /// shows it, laid out in the fixtures' size.
  func receivePost(
    _ detail: PostDetail, on screen: StackElementID, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async {
    await receive(
      .opened(screen, on: .posts, .post(.detail(.detailResponse(.success(detail))))),
      {
        $0.stacks[BrowseTab.posts][id: screen] = .post(
          PostScreen.State(postID: detail.post.id, detail: .loaded(detail), size: Fixtures.size))
      }, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
