import Features
import ScreenKit
import TerminalKit
import Testing

@testable import Browse
@testable import BrowseKit

/// The keys every list shares, declared once with what they do.
struct ListKeysTests {

  @Test func theCopyKeysAreThoseTheBrowserCopiesWith() {
    let copy: KeyBinding<Void, Int, Int> = ListKeys.copy("copy it")
    #expect(copy.keys == [.character("y"), .character("Y")])
    #expect(copy.label == "y, Y")
    #expect(copy.hint?.text == "y copy")
    #expect(ListKeys.copying(.character("Y")) == .json)
    #expect(ListKeys.copying(.character("j")) == nil)
  }

}
