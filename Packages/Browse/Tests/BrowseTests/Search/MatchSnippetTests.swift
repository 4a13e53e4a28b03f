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

@Suite struct MatchSnippetTests {
  private static let post = PostSummary(
    post: Sample.post(
      1, title: "Notes on trains",
      body: "A long introduction that goes on and on before the word lighthouse at last."),
    author: Sample.leanne)

}
