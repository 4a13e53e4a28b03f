import ScreenKit

extension BrowseState {
  /// The screens of `screens` that ask again by themselves now that the server answers again,
  /// each with what the status line calls it. A screen loading already, such as one that `r`
  /// asks again, gets its own answer.
  func armedForOutage(among screens: [ScreenID]) -> [(ScreenID, String)] {
    screens.compactMap { id in
      screen(id).flatMap { shown in
        shown.screen.outageRetry == .armed && !shown.isLoading ? (id, shown.screen.retryName) : nil
      }
    }
  }
}
