import Features
import Foundation
import ScreenKit
import TerminalKit

extension FormScreen: BrowseScreen {
  var kind: ScreenKind { .form }
  var isLoading: Bool { content.isLoading || content.isSubmitting }
  var crumb: String { content.title }

  /// None: a form's hints are its own, or its author picker's (``ScreenKeys/hints(_:_:)``).
  func hints(filtered: Bool) -> [(text: String, rank: Int)] { [] }
}

extension ScreenKind {
  static let form = ScreenKind(name: "a form", keyLines: FormScreen.keys.lines)
}

extension FormScreen: OpenableScreen {
  /// `form`, laid out in `browser`, its link fields picking among the resources browsed.
  init(opening form: FormScreen, in browser: BrowseState) {
    self = form.laidOut(in: browser.size).linking(browser.catalog)
  }
}

extension BrowseDelegate.Destination {
  static func form(_ form: FormScreen) -> Self { Self(FormScreen.self, form) }
}
