import Browse
import Foundation
import TestSupport
import Testing

@Suite struct BrowserHistoryFileTests {
  @Test func theStateFolderOfTheProgramElseTheHomes() {
    checkEqual(
      Browser.historyFile(program: "app", environment: ["XDG_STATE_HOME": "/state", "HOME": "/h"])?
        .path, "/state/app/browse-history")
    checkEqual(
      Browser.historyFile(program: "app", environment: ["XDG_STATE_HOME": "rel", "HOME": "/h"])?
        .path, "/h/.local/state/app/browse-history", "a relative state folder is passed over")
    checkEqual(
      Browser.historyFile(program: "app", environment: ["HOME": "/h"])?.path,
      "/h/.local/state/app/browse-history")
  }

  @Test func noneWithoutAnAbsoluteFolder() {
    checkEqual(Browser.historyFile(program: "app", environment: [:]), nil)
    checkEqual(Browser.historyFile(program: "app", environment: ["HOME": "h"]), nil)
  }
}
