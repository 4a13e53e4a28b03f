import Features
import Foundation
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit

extension FormScreen: BrowseScreen {
  var kind: ScreenKind { .form }
  var isLoading: Bool { content.isLoading || content.isSubmitting }
  var crumb: String { subject.title }

  /// None: a form's hints are its own, or its author picker's (``ScreenKeys/hints(_:_:)``).
  func hints(filtered: Bool) -> [(text: String, rank: Int)] { [] }
}
