import Features
import Foundation
import JSONPlaceholderFeatures
import TerminalKit
import Testing

@testable import Browse
@testable import BrowseKit

@Suite struct UnansweredSavesTests {
  private func saving(_ form: FormScreen) -> BrowseState {
    BrowseState(size: TerminalSize(columns: 80, rows: 24)).opening(.form(form))
  }

}
