import Features
import ScreenKit
import TerminalKit

/// What a detail screen (a post's, a user's) does with the answer to a read of its detail,
/// once its feature has taken it.
public enum DetailAnswer {
  /// Notes where `result` came from in `origin`, and returns what follows: a detail opened
  /// from the command line as `jumpName` that is not found says so and closes
  /// (``BrowseDelegate/notFound(_:)``); a refresh with `r`, which showed `baseline`, says
  /// whether the detail changed; and a detail first shown from the store is asked for again
  /// (`revalidates`), quietly.
  public static func take<Value: Equatable>(
    _ result: Result<Value, LoadFailure>, baseline: Value?, jumpName: String?,
    origin: inout ScreenOrigin, isOffline: Bool
  ) -> (delegate: BrowseDelegate?, revalidates: Bool) {
    switch result {
    case .failure(let failure):
      _ = origin.take(succeeded: false, isOffline: isOffline)
      guard let jumpName, case .notFound = failure.networkError else { return (nil, false) }
      return (.notFound(jumpName), false)
    case .success(let value):
      let notice = baseline.map {
        BrowseDelegate.notice(
          RefreshNotice.text(
            changed: $0 != value, serverFailure: origin.pendingServerFailure))
      }
      return (notice, origin.take(succeeded: true, isOffline: isOffline))
    }
  }
}
