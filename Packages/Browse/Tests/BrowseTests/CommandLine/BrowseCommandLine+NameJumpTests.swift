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

/// The command line's jumps by name on the exhaustive `TestStore`: `:post ramen`, what happens
/// while the list it looks in loads, and Tab.
@Suite(.timeLimit(.minutes(1))) struct BrowseCommandLineNameJumpTests {
  private static let size = Fixtures.size
  private static let client = Fixtures.posts()

  /// A browser whose posts are read.
  private static func loaded() -> BrowseState { .withPosts() }

  private func type(_ command: String, into store: TestStore<BrowseFeature>) async {
    await store.send(.key(.character(":"))) {
      $0.notice = nil
      $0.commandLine = CommandPrompt()
    }
    await store.send(.keys(command.map(Key.character))) { $0.commandLine = CommandPrompt(command) }
  }

}

extension NameJump {
  /// This jump, keeping `key` too.
  fileprivate func holding(_ key: Key) -> Self {
    var jump = self
    _ = jump.held.hold(key, isWaiting: true)
    return jump
  }
}
