import Features
import Foundation
import ScreenKit
import TerminalKit

extension FormScreen: BrowseScreen {
  public var kind: ScreenKind { .form }
  public var isLoading: Bool { content.isLoading || content.isSubmitting }
  public var crumb: String { content.title }

  /// None: a form's hints are its own, or its author picker's (`ScreenKeys/hints(_:_:)`).
  public func hints(filtered: Bool) -> [(text: String, rank: Int)] { [] }
}

extension ScreenKind {
  public static let form = ScreenKind(name: "a form", keyLines: FormScreen.keys.lines)
}

extension FormScreen: OpenableScreen {
  /// `form`, laid out in `browser`, its link fields picking among the resources browsed.
  public init(opening form: FormScreen, in browser: BrowseState) {
    self = form.laidOut(in: browser.size).linking(browser.catalog)
  }
}

extension BrowseDelegate.Destination {
  public static func form(_ form: FormScreen) -> Self { Self(FormScreen.self, form) }
}
