import Features
import ScreenKit
import TerminalKit

/// `y` and `Y`: what is under the cursor, or its JSON, copied through OSC 52, for the browser
/// (``BrowseFeature/copy``) to call.
public struct BrowseCopy {
  public init(browser: BrowseFeature) {
    self.browser = browser
  }

  public let browser: BrowseFeature

  /// Copies what `key`, a key of `ListKeys/copies`, copies from the screen shown (``Clip``)
  /// by writing OSC 52 to the terminal, and says so once written; `nil` when the key copies
  /// nothing, or when the screen keeps it with the keys pressed while it loads, to press it
  /// again once loaded.
  ///
  /// No terminal answers OSC 52, so the status line says what was sent (`copied id 7`), and
  /// docs/browse.md what tmux and xterm need to pass it on. A text over
  /// `ClipboardCopy/maximumBytes` is not sent, and the status line says so.
  public func press(_ key: Key, _ state: inout BrowseState) -> Effect<BrowseAction>? {
    guard let kind = ListKeys.copying(key) else { return nil }
    let shown = state.shown
    // Keys kept before it: it waits its turn.
    guard !shown.holdsKeys else { return nil }
    guard let clip = Clip.of(kind, on: shown, baseURL: browser.baseURL) else {
      // Rows still to come: the list keeps the key until they do.
      if shown.waitsForRows { return nil }
      state.notice = shown.isLoading ? "nothing to copy yet: still loading" : "nothing to copy here"
      return .none
    }
    guard let sequence = ClipboardCopy.sequence(copying: clip.text) else {
      state.notice =
        "not copied: \(clip.name) is over the \(ClipboardCopy.maximumBytes) bytes "
        + "that OSC 52 carries"
      return .none
    }
    return .run { [runtime = browser.runtime] send in
      await send(.copied(clip.name, written: await runtime.copy(sequence)))
    }
  }

  /// Says what was copied once its sequence was written, or that the terminal took none of it.
  func copied(_ name: String, written: Bool, _ state: inout BrowseState) {
    state.notice = written ? "copied \(name)" : "not copied: the terminal took no output"
  }
}
